import type { FormErrors } from '@mantine/form';
import { sentence } from '../api/api-error';

/**
 * A form's errors as sentences that name their field ("Name: must not be
 * empty."), for the summary above the buttons. The field is found by its
 * whole path, then by its first part ("lead.name" → "lead"); an error with no
 * label is already a sentence of its own.
 */
export function fieldProblems(
  errors: FormErrors,
  labels: Readonly<Record<string, string>> = {},
): string[] {
  return Object.entries(errors).flatMap(([path, error]) => {
    // A cleared error is null or empty; an error that is an element has no words to list.
    if (typeof error !== 'string' || error === '') {
      return [];
    }
    const text = error;
    const label = labels[path] ?? labels[path.split('.')[0] ?? ''];
    return [label ? `${label}: ${withStop(text)}` : sentence(text)];
  });
}

function withStop(text: string): string {
  return /[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}
