import { FieldError, useFieldIds } from './field-parts';
import classes from './native-fields.module.css';

export type CheckboxFieldProps = Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  'children' | 'className' | 'type'
> & {
  label: React.ReactNode;
  error?: React.ReactNode;
};

/**
 * One checkbox with its label beside it, in the look of Mantine's Checkbox.
 * Takes `form.getInputProps(path, { type: 'checkbox' })` as it is.
 */
export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const ids = useFieldIds(id, { error });
  return (
    <div className={classes.field}>
      <label className={classes.choice}>
        <input
          {...input}
          type="checkbox"
          id={ids.control}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={classes.mark}
        />
        <span>{label}</span>
      </label>
      <FieldError ids={ids}>{error}</FieldError>
    </div>
  );
}
