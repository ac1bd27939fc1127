import { useState } from 'react';
import {
  FieldDescription,
  FieldError,
  LabelText,
  useFieldIds,
  type FieldChrome,
} from './field-parts';
import classes from './native-fields.module.css';

/** One choice of the list: its value and the words it is found and shown by. */
export interface ComboboxOption {
  value: string;
  label: string;
}

export interface ComboboxFieldProps extends FieldChrome {
  options: readonly ComboboxOption[];
  /** The chosen option's value; null before one is chosen. */
  value?: string | null | undefined;
  /** Called with the chosen value, or null once the typed words no longer name it. */
  onChange: (value: string | null) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The most options listed at once: a long list is narrowed by typing. */
  limit?: number;
  /** Said in the list when nothing matches the typed words. */
  nothingFound: string;
}

/** The options whose label holds the typed words (any case), the first `limit` of them. */
export function matchingOptions(
  options: readonly ComboboxOption[],
  query: string,
  limit: number,
): ComboboxOption[] {
  const words = query.trim().toLowerCase();
  const found: ComboboxOption[] = [];
  for (const option of options) {
    if (found.length >= limit) {
      break;
    }
    if (option.label.toLowerCase().includes(words)) {
      found.push(option);
    }
  }
  return found;
}

/**
 * A text field that narrows a list to choose from as it is typed in (the
 * ARIA combobox pattern), in the look of Mantine's searchable Select, at no
 * script cost beyond its own: arrow keys move in the list, Enter chooses,
 * Escape closes; takes `form.getInputProps(path)` as it is.
 */
export function ComboboxField({
  options,
  value,
  onChange,
  onFocus,
  onBlur,
  placeholder,
  limit = 30,
  nothingFound,
  label,
  description,
  error,
  required,
}: ComboboxFieldProps) {
  const ids = useFieldIds(undefined, { description, error });
  const listId = `${ids.control}-list`;
  const chosen = options.find((option) => option.value === value);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // What the field shows: the words being typed, else the chosen option's.
  const query = typed ?? chosen?.label ?? '';
  const shown = open ? matchingOptions(options, typed ?? '', limit) : [];
  const optionId = (index: number) => `${ids.control}-option-${index}`;

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setTyped(undefined);
    setOpen(false);
  };
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(0);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (shown.length === 0 ? 0 : (index + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open) {
      const option = shown[active];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className={`${classes.field} ${classes.combobox}`}>
      <label htmlFor={ids.control} id={`${ids.control}-label`} className={classes.label}>
        <LabelText label={label} required={required} />
      </label>
      <FieldDescription ids={ids}>{description}</FieldDescription>
      <input
        id={ids.control}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && shown[active] ? optionId(active) : undefined}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        required={required}
        placeholder={placeholder}
        className={`${classes.input} ${classes.select}`}
        value={query}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setOpen(true);
          setActive(0);
          if (value) {
            onChange(null);
          }
        }}
        onClick={() => setOpen(true)}
        onFocus={() => {
          setOpen(true);
          onFocus?.();
        }}
        onBlur={() => {
          setOpen(false);
          setTyped(undefined);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-labelledby={`${ids.control}-label`}
        hidden={!open}
        className={classes.listbox}
      >
        {shown.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            className={classes.option}
            data-active={index === active || undefined}
            // Chosen before the field's blur closes the list.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
          >
            {option.label}
          </li>
        ))}
        {open && shown.length === 0 && <li className={classes.nothing}>{nothingFound}</li>}
      </ul>
      <FieldError ids={ids}>{error}</FieldError>
    </div>
  );
}
