import { useId } from 'react';
import classes from './native-fields.module.css';

/** What every native field shows around its control, as Mantine's inputs do. */
export interface FieldChrome {
  label: React.ReactNode;
  /** Said under the label, linked to the control by `aria-describedby`. */
  description?: React.ReactNode;
  /** The field's error (from `form.getInputProps`): shown under it, the control marked invalid. */
  error?: React.ReactNode;
  required?: boolean | undefined;
}

/** The ids that tie a field's label, description and error to its control. */
export interface FieldIds {
  control: string;
  description: string | undefined;
  error: string | undefined;
  /** The description's and the error's ids, for `aria-describedby`; undefined when neither shows. */
  describedBy: string | undefined;
  invalid: boolean;
}

/** An error worth showing: a form marks a field `true` to flag it without words. */
function hasWords(error: React.ReactNode): boolean {
  return error !== undefined && error !== null && error !== false && error !== true && error !== '';
}

/** Ids for a field (its own id when given), and whether it shows a description and an error. */
export function useFieldIds(
  id: string | undefined,
  { description, error }: Pick<FieldChrome, 'description' | 'error'>,
): FieldIds {
  const made = useId();
  const control = id ?? made;
  const withDescription = description !== undefined && description !== null && description !== '';
  const withError = hasWords(error);
  const described = [
    withDescription && `${control}-description`,
    withError && `${control}-error`,
  ].filter((each): each is string => typeof each === 'string');
  return {
    control,
    description: withDescription ? `${control}-description` : undefined,
    error: withError ? `${control}-error` : undefined,
    describedBy: described.length > 0 ? described.join(' ') : undefined,
    invalid: withError || error === true,
  };
}

/** A label's words with the asterisk of a required field (hidden from screen readers, as Mantine). */
export function LabelText({
  label,
  required,
}: {
  label: React.ReactNode;
  required?: boolean | undefined;
}) {
  return (
    <>
      {label}
      {required && (
        <span className={classes.required} aria-hidden="true">
          {' *'}
        </span>
      )}
    </>
  );
}

/** The description under a label, when there is one. */
export function FieldDescription({
  ids,
  children,
  className,
}: {
  ids: FieldIds;
  children: React.ReactNode;
  className?: string;
}) {
  return ids.description ? (
    <p id={ids.description} className={`${classes.description} ${className ?? ''}`}>
      {children}
    </p>
  ) : null;
}

/** The error under a field, when it has one. */
export function FieldError({
  ids,
  children,
  className,
}: {
  ids: FieldIds;
  children: React.ReactNode;
  className?: string;
}) {
  return ids.error ? (
    <p id={ids.error} className={`${classes.error} ${className ?? ''}`}>
      {children}
    </p>
  ) : null;
}
