import {
  FieldDescription,
  FieldError,
  LabelText,
  useFieldIds,
  type FieldChrome,
} from './field-parts';
import classes from './native-fields.module.css';

export type TextFieldProps = FieldChrome &
  Omit<React.InputHTMLAttributes<HTMLInputElement>, 'children' | 'className'>;

/**
 * A labelled text input (text, email…) with its description and error, in
 * the look of Mantine's TextInput at no script cost. Takes
 * `form.getInputProps(path)` as it is.
 */
export function TextField({ label, description, error, required, id, ...input }: TextFieldProps) {
  const ids = useFieldIds(id, { description, error });
  return (
    <div className={classes.field}>
      <label htmlFor={ids.control} className={classes.label}>
        <LabelText label={label} required={required} />
      </label>
      <FieldDescription ids={ids}>{description}</FieldDescription>
      <input
        type="text"
        {...input}
        id={ids.control}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={classes.input}
      />
      <FieldError ids={ids}>{error}</FieldError>
    </div>
  );
}
