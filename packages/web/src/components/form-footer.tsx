import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a form last heard: saved (a status) or refused (an alert), in sentences. */
export type Feedback = { ok: boolean; text: string } | undefined;

/** A command runner's last word (lib/api/use-command): its refusal, else its success message. */
export function feedbackOf(runner: {
  refusal: string | undefined;
  done: string | undefined;
}): Feedback {
  if (runner.refusal !== undefined) {
    return { ok: false, text: runner.refusal };
  }
  return runner.done === undefined ? undefined : { ok: true, text: runner.done };
}

/** A refusal alone as a form's outcome, for a form whose success closes it. */
export function refusalOnly(refusal: string | undefined): Feedback {
  return refusal === undefined ? undefined : { ok: false, text: refusal };
}

export interface FormFooterProps {
  /**
   * What stops the form from being sent, each naming its field (`lib/forms` `fieldProblems`).
   * A form whose refusal may come with the field problems it names (the registration form)
   * lists the refusal here too, so one alert says both.
   */
  problems?: readonly string[] | undefined;
  /** What came of the last send: the server's refusal, or what was done. */
  outcome?: Feedback;
  /** The problems' heading; null for none, where the form's own words say enough. */
  title?: string | null;
  /** The form's buttons, as the form lays them out. */
  children?: ReactNode;
}

/**
 * The foot of every form (ADR 014), in one order: the problems that stop
 * it, as an alert under its title; then what came of the last send, red
 * with role alert when refused and green with role status when done; then
 * the buttons. Alerts are heard by a screen reader at once.
 */
export function FormFooter({
  problems = [],
  outcome,
  title = 'Please correct these first',
  children,
}: FormFooterProps) {
  return (
    <>
      {problems.length > 0 && (
        <Alert color="red" role="alert" title={title ?? undefined}>
          {problems.length === 1 ? (
            problems[0]
          ) : (
            // A plain list, not Mantine's List: the public registration form has a budget.
            <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {outcome && (
        <Alert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {children}
    </>
  );
}
