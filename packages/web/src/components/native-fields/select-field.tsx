import {
  FieldDescription,
  FieldError,
  LabelText,
  useFieldIds,
  type FieldChrome,
} from './field-parts';
import classes from './native-fields.module.css';

/** One choice of a select: a word that is its own value, or a value with its label. */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export type SelectFieldProps = FieldChrome &
  Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className'> & {
    options: readonly SelectOption[];
  };

/**
 * A labelled native select, in the look of Mantine's NativeSelect: on a
 * phone it opens the system's own picker, and it costs no script.
 */
export function SelectField({
  label,
  description,
  error,
  required,
  id,
  options,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id, { description, error });
  return (
    <div className={classes.field}>
      <label htmlFor={ids.control} className={classes.label}>
        <LabelText label={label} required={required} />
      </label>
      <FieldDescription ids={ids}>{description}</FieldDescription>
      <select
        {...select}
        id={ids.control}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={`${classes.input} ${classes.select}`}
      >
        {options.map((option) => {
          const {
            value,
            label: words,
            disabled,
          } = typeof option === 'string'
            ? { value: option, label: option, disabled: false }
            : option;
          return (
            <option key={value} value={value} disabled={disabled}>
              {words}
            </option>
          );
        })}
      </select>
      <FieldError ids={ids}>{error}</FieldError>
    </div>
  );
}
