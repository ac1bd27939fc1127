import { Alert } from '@mantine/core';

/** What a form last heard: saved (a status) or refused (an alert), in sentences. */
export type Feedback = { ok: boolean; text: string } | undefined;

/** A command runner's last word (lib/api/use-command): its refusal, else its success message. */
export function feedbackOf(runner: { refusal: string | undefined; done: string | undefined }) {
  if (runner.refusal !== undefined) {
    return { ok: false, text: runner.refusal };
  }
  return runner.done === undefined ? undefined : { ok: true, text: runner.done };
}

/** Shows a form's feedback: green with role status when saved, red with role alert when not. */
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
