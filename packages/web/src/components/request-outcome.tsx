import { Alert } from '@mantine/core';
import type { RequestOutcome as Outcome } from '../lib/forms/use-email-request';

/** What came of a form's request, under it: a green status or a red alert. */
export function RequestOutcome({ outcome }: { outcome: Outcome | undefined }) {
  if (!outcome) {
    return null;
  }
  return (
    <Alert mt="sm" color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.text}
    </Alert>
  );
}
