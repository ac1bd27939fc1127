import {
  FieldDescription,
  FieldError,
  LabelText,
  useFieldIds,
  type FieldChrome,
  type FieldIds,
} from './field-parts';
import classes from './native-fields.module.css';

/** A choice of a group: its value and the words beside it. */
export interface Choice {
  value: string;
  label: React.ReactNode;
}

interface GroupProps extends FieldChrome {
  choices: readonly Choice[];
  /** The group's name (the radios' `name`); made up when not given. */
  name?: string;
  onFocus?: () => void;
  onBlur?: () => void;
}

export interface RadioGroupFieldProps extends GroupProps {
  value?: string | null | undefined;
  /** Called with the chosen value: `form.getInputProps(path)`'s `onChange` takes it as it is. */
  onChange: (value: string) => void;
}

export interface CheckboxGroupFieldProps extends GroupProps {
  value?: readonly string[] | undefined;
  onChange: (value: string[]) => void;
}

/** A fieldset whose legend reads as a field's label, with its description, choices and error. */
function Group({
  ids,
  label,
  description,
  error,
  required,
  children,
}: FieldChrome & { ids: FieldIds; children: React.ReactNode }) {
  return (
    <fieldset className={classes.group} aria-describedby={ids.describedBy}>
      <legend className={classes.label}>
        <LabelText label={label} required={required} />
      </legend>
      <FieldDescription ids={ids} className={classes.groupDescription}>
        {description}
      </FieldDescription>
      <div className={classes.options}>{children}</div>
      <FieldError ids={ids} className={classes.groupError}>
        {error}
      </FieldError>
    </fieldset>
  );
}

/**
 * Radio buttons in a fieldset, in the look of Mantine's Radio.Group: takes
 * `form.getInputProps(path)` as it is. The arrow keys move between them.
 */
export function RadioGroupField({
  choices,
  name,
  value,
  onChange,
  onFocus,
  onBlur,
  ...chrome
}: RadioGroupFieldProps) {
  const ids = useFieldIds(undefined, chrome);
  return (
    <Group ids={ids} {...chrome}>
      {choices.map((choice) => (
        <label key={choice.value} className={classes.choice}>
          <input
            type="radio"
            name={name ?? ids.control}
            value={choice.value}
            checked={value === choice.value}
            onChange={() => onChange(choice.value)}
            onFocus={onFocus}
            onBlur={onBlur}
            required={chrome.required}
            aria-invalid={ids.invalid || undefined}
            className={classes.mark}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </Group>
  );
}

/** Checkboxes in a fieldset, in the look of Mantine's Checkbox.Group; the value is those ticked. */
export function CheckboxGroupField({
  choices,
  name,
  value = [],
  onChange,
  onFocus,
  onBlur,
  ...chrome
}: CheckboxGroupFieldProps) {
  const ids = useFieldIds(undefined, chrome);
  return (
    <Group ids={ids} {...chrome}>
      {choices.map((choice) => (
        <label key={choice.value} className={classes.choice}>
          <input
            type="checkbox"
            name={name}
            value={choice.value}
            checked={value.includes(choice.value)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...value, choice.value]
                  : value.filter((each) => each !== choice.value),
              )
            }
            onFocus={onFocus}
            onBlur={onBlur}
            aria-invalid={ids.invalid || undefined}
            className={classes.mark}
          />
          <span>{choice.label}</span>
        </label>
      ))}
    </Group>
  );
}
