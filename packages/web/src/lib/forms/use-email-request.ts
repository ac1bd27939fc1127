import { useState, type FormEvent } from 'react';
import { describeFailure } from '../api/describe-failure';

/** What came of a request: said in green (a status) or red (an alert). */
export interface RequestOutcome {
  ok: boolean;
  text: string;
}

/**
 * A form that sends one email address (name an organizer, invite a member):
 * the typed address, whether the request is on its way, and what came of
 * it. Accepted, the field empties and `onDone` tells the screen to reload;
 * refused, the address stays typed and the server's words are the outcome.
 */
export function useEmailRequest(
  send: (email: string) => Promise<RequestOutcome>,
  onDone: () => void,
) {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<RequestOutcome>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(undefined);
    try {
      setOutcome(await send(email.trim()));
      setEmail('');
      onDone();
    } catch (error) {
      setOutcome({ ok: false, text: describeFailure(error) });
    } finally {
      setBusy(false);
    }
  };

  return { email, setEmail, outcome, busy, submit };
}
