import { useCallback, useMemo } from 'react';
import {
  submitRegistration,
  type RegistrationAccepted,
  type RegistrationRequest,
} from '../../lib/api/registrations';
import { useAction, type ActionRunner } from '../../lib/api/use-action';
import { useAttempt } from './use-attempt';

/** What a stored registration answered: each new dancer's code, and the partners asked. */
export type Registered = Pick<RegistrationAccepted, 'dancers' | 'requests' | 'confirmation'>;

/** Sends the /register form: the state of its requests, and the send itself. */
export interface RegistrationSender {
  action: ActionRunner;
  /** Resolves with what was stored, or undefined when refused (`explain` words the refusal). */
  send: (
    request: Omit<RegistrationRequest, 'commandId'>,
    explain: (words: string) => string,
  ) => Promise<Registered | undefined>;
}

/**
 * One registration sent once per attempt (`useAttempt`: a double tap or a
 * retry after a lost answer registers once). Registration staff sending an
 * entry in an event already under way are asked in the app's dialog, and on
 * yes the same form goes again with `lateEntry: true` under a fresh id (the
 * refusal ended the first attempt; issue 24 item 13). `slug` names the
 * competition in the page's address (undefined: the server's default one).
 */
export function useRegistrationSender(slug: string | undefined): RegistrationSender {
  const action = useAction();
  const { id, failed, done } = useAttempt();
  const { run } = action;

  const send = useCallback(
    async (
      request: Omit<RegistrationRequest, 'commandId'>,
      explain: (words: string) => string,
    ): Promise<Registered | undefined> => {
      let registered: Registered | undefined;
      const sendAs = (lateEntry: boolean) => async () => {
        try {
          const reply = await submitRegistration(slug, {
            ...request,
            commandId: id(),
            registration: { ...request.registration, ...(lateEntry && { lateEntry }) },
          });
          registered = {
            dancers: reply.dancers,
            requests: reply.requests ?? [],
            confirmation: reply.confirmation,
          };
        } catch (error) {
          failed(error);
          throw error;
        }
      };
      // Loaded as the form is sent, not with the page: only staff are ever asked, and
      // /register's first load has a JavaScript budget (e2e/registration.spec.ts).
      const { lateEntryConfirmation } = await import('../../lib/confirm/late-entry-question');
      const stored = await run(sendAs(false), {
        explain,
        confirm: lateEntryConfirmation(sendAs(true)),
      });
      if (!stored) {
        return undefined;
      }
      done();
      return registered;
    },
    [done, failed, id, run, slug],
  );
  return useMemo(() => ({ action, send }), [action, send]);
}
