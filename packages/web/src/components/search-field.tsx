import { Text, TextInput } from '@mantine/core';

interface SearchFieldProps {
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
 * The search box of the public lists: a labelled search input and a live
 * line saying what is shown, so a screen reader hears the list narrow.
 */
export function SearchField({ label, description, value, onChange, summary }: SearchFieldProps) {
  return (
    <div>
      <TextInput
        type="search"
        label={label}
        description={description}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        autoComplete="off"
        enterKeyHint="search"
        size="md"
      />
      <Text size="sm" c="gray.7" mt={6} role="status" aria-live="polite">
        {summary}
      </Text>
    </div>
  );
}
