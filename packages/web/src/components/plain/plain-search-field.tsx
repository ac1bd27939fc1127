import { useId } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

interface PlainSearchFieldProps {
  /** The visible label, e.g. "Search entries". */
  label: string;
  /** What may be typed, shown under the label. */
  description: string;
  value: string;
  onChange: (value: string) => void;
  /** What the list shows now, announced politely as the search narrows it ("12 couples"). */
  summary: string;
}

/**
 * The search box of the server-drawn lists (ADR 044): a labelled search
 * input and a live line saying what is shown, so a screen reader hears the
 * list narrow. Plain HTML: it reads before the script, and takes typing once
 * hydrated (disabled before, so nothing typed is lost to hydration).
 */
export function PlainSearchField({
  label,
  description,
  value,
  onChange,
  summary,
}: PlainSearchFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  return (
    <div className="fc-field">
      <label className="fc-label" htmlFor={id}>
        {label}
      </label>
      <p className="fc-muted fc-small" id={`${id}-description`}>
        {description}
      </p>
      <input
        id={id}
        className="fc-input"
        type="search"
        aria-describedby={`${id}-description`}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="off"
        enterKeyHint="search"
        disabled={!hydrated}
      />
      <p className="fc-muted fc-small" role="status" aria-live="polite">
        {summary}
      </p>
    </div>
  );
}
