import { Alert } from '@mantine/core';

/** What a form last heard: saved (a status) or refused (an alert), in sentences. */
export type Feedback = { ok: boolean; text: string } | undefined;

export function FormFeedback({ feedback }: { feedback: Feedback }) {
  if (!feedback) {
    return null;
  }
  return (
    <Alert color={feedback.ok ? 'green' : 'red'} role={feedback.ok ? 'status' : 'alert'}>
      {feedback.text}
    </Alert>
  );
}
