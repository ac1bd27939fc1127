import type { FormFooterProps } from '../form-footer';
import { PlainAlert } from './plain-alert';

/**
 * `FormFooter` (ADR 035) in plain HTML, for the forms of the server-drawn
 * pages: the problems that stop the form as an alert under its title, then
 * what came of the last send, then the buttons, in the same order and roles.
 */
export function PlainFormFooter({
  problems = [],
  outcome,
  title = 'Please correct these first',
  children,
}: FormFooterProps) {
  return (
    <>
      {problems.length > 0 && (
        <PlainAlert color="red" role="alert" title={title ?? undefined}>
          {problems.length === 1 ? (
            problems[0]
          ) : (
            <ul className="fc-list-plain">
              {problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          )}
        </PlainAlert>
      )}
      {outcome && (
        <PlainAlert color={outcome.ok ? 'green' : 'red'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </PlainAlert>
      )}
      {children}
    </>
  );
}
