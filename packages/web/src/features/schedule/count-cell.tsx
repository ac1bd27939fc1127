import { useId, useRef, useState } from 'react';
import { MAX_COUNT, parseCount } from './count-value';
import classes from './schedule-table.module.css';

interface CountCellProps {
  /** "Heats of Bronze Standard Final": the input's accessible name. */
  name: string;
  value: number;
  onSave: (value: number) => Promise<boolean>;
}

/**
 * A heat count or recall size edited in place: typed, then saved on Enter
 * or when focus leaves; Escape puts the saved value back.
 */
export function CountCell({ name, value, onSave }: CountCellProps) {
  const [draft, setDraft] = useState<string>();
  const [error, setError] = useState<string>();
  // Enter saves, and the blur that may follow must not save a second time.
  const saving = useRef(false);
  const errorId = useId();

  const commit = () => {
    if (draft === undefined || saving.current) {
      return;
    }
    const parsed = parseCount(draft);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    if (parsed.value === value) {
      setDraft(undefined);
      return;
    }
    saving.current = true;
    // The draft stays until the server answers, then the live value shows (0 becomes 1).
    void onSave(parsed.value).finally(() => {
      saving.current = false;
      setDraft(undefined);
    });
  };

  return (
    <>
      <input
        className={`${classes.control} ${classes.count}`}
        type="number"
        min={0}
        max={MAX_COUNT}
        step={1}
        aria-label={name}
        aria-invalid={error !== undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft ?? String(value)}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            commit();
          } else if (event.key === 'Escape') {
            setDraft(undefined);
            setError(undefined);
          }
        }}
      />
      {error && (
        <span id={errorId} className={classes.error} role="alert">
          {error}
        </span>
      )}
    </>
  );
}
