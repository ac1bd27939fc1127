import type { Command, OwnRegistration } from '@floorcraft/domain';
import { useCallback, useMemo, useState } from 'react';
import {
  openRegistration,
  sendRegistrantCommand,
  type CodeProof,
} from '../../lib/api/registrations';
import type { ActionOptions, ActionRunner } from '../../lib/api/use-action';
import { useAction } from '../../lib/api/use-action';

/** How a dancer's change is sent: the usual options, and a partner's proof for pairing. */
export interface ChangeOptions extends ActionOptions {
  partners?: readonly CodeProof[];
}

/** A dancer proven by their email and code on /updateEntries, and what they may do. */
export interface Registrant {
  /** Their registration as the server last answered it; undefined until proven. */
  view: OwnRegistration | undefined;
  /** Proves the dancer: the email and code are kept in memory only, for their changes. */
  open: (proof: CodeProof) => Promise<boolean>;
  /** Opening's state: pending, and the refusal (a wrong code) as a sentence. */
  opening: ActionRunner;
  /** Sends a command about their own registration; the answer replaces `view`. */
  change: (command: Command, options?: ChangeOptions) => Promise<boolean>;
  /** Changes' state: pending, refusals by place, the last success message. */
  changing: ActionRunner;
  /** Forgets the proof and the registration (another dancer, a shared phone). */
  leave: () => void;
}

/**
 * The dancer's session on /updateEntries, held in the page only: their
 * email and code are never stored in the browser, so closing the page ends
 * it. Requests go through `useAction` (ADR 013) with lib/api/registrations,
 * to the competition `slug` names (the server's default one when undefined).
 */
export function useRegistrant(slug: string | undefined): Registrant {
  const [proof, setProof] = useState<CodeProof>();
  const [view, setView] = useState<OwnRegistration>();
  const opening = useAction();
  const changing = useAction();
  const { run: runOpen } = opening;
  const { run: runChange } = changing;

  const open = useCallback(
    (next: CodeProof) =>
      runOpen(async () => {
        setView(await openRegistration(slug, next));
        setProof(next);
      }),
    [runOpen, slug],
  );
  const change = useCallback(
    (command: Command, { partners = [], ...options }: ChangeOptions = {}) => {
      if (!proof) {
        return Promise.resolve(false);
      }
      return runChange(async () => {
        setView((await sendRegistrantCommand(slug, proof, command, partners)).registration);
      }, options);
    },
    [proof, runChange, slug],
  );
  const leave = useCallback(() => {
    setProof(undefined);
    setView(undefined);
  }, []);
  return useMemo(
    () => ({ view, open, opening, change, changing, leave }),
    [view, open, opening, change, changing, leave],
  );
}
