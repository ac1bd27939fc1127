import { useCallback, useMemo, useState } from 'react';
import { askToConfirm, type ConfirmRequest } from '../confirm/confirm-store';
import { describeFailure, failureWords } from './describe-failure';

/** The server refused, asking to be asked again with a confirmation (e.g. discard the marks). */
export interface ConfirmedRetry<Retry> {
  /** Whether the refusal, in the server's words, is the one that asks. */
  when: (words: string) => boolean;
  /** The question put to the user in the app's dialog, naming what is lost. */
  question: (words: string) => ConfirmRequest;
  /** What to send once the user agrees: the same change, confirmed. */
  then: Retry;
  /**
   * What the confirmed change may still be refused for and asked again (a late entry in a
   * full event asks twice: late, then over the cap). None by default: one question.
   */
  next?: Confirmations<Retry>;
}

/** The refusals a user may overrule: one, or several the server may answer (the first that asks). */
export type Confirmations<Retry> = ConfirmedRetry<Retry> | readonly ConfirmedRetry<Retry>[];

export interface ActionOptions<Retry = () => Promise<unknown>> {
  /** Said (as `done`) once the request is accepted. */
  success?: string;
  /**
   * Where the refusal belongs (a row, a couple) when a screen shows refusals
   * beside what they concern: see `refusals`. Running again from a place
   * clears that place's refusal only.
   */
  where?: string;
  /** Turns the server's words into what to show; a sentence of them by default. */
  explain?: (words: string) => string;
  /** A refusal the user may overrule by confirming. Declining shows no refusal. */
  confirm?: Confirmations<Retry>;
}

/** What a screen holds about the requests it sends, and how it sends them. */
export interface Runner<Work, Retry> {
  /** Sends; resolves true when accepted, false when refused. Never rejects. */
  run: (work: Work, options?: ActionOptions<Retry>) => Promise<boolean>;
  /** Whether a request is on its way. */
  pending: boolean;
  /** The last refusal of a request run without a `where`, as a sentence. */
  refusal: string | undefined;
  /** The last refusal of the requests run from each `where`, by place. */
  refusals: ReadonlyMap<string, string>;
  /** The success message of the last request accepted, when it had one. */
  done: string | undefined;
  /** Forgets every refusal and the success message (the user started over). */
  reset: () => void;
}

export type ActionRunner = Runner<() => Promise<unknown>, () => Promise<unknown>>;

const NOWHERE = '';

/**
 * Pending state, the refusal as a sentence and an optional success message
 * for any request a screen makes. Commands go through `useCommand`, which is
 * this with the command route; REST calls (lib/api/members.ts, …) use it
 * directly: `run(() => revokeMember(slug, id))`.
 */
export function useAction(): ActionRunner {
  const [refusals, setRefusals] = useState<ReadonlyMap<string, string>>(new Map());
  const [done, setDone] = useState<string>();
  // A count, not a flag: two requests may be on their way at once (check-ins).
  const [sending, setSending] = useState(0);

  const run = useCallback((work: () => Promise<unknown>, options: ActionOptions = {}) => {
    const where = options.where ?? NOWHERE;
    const attempt = async (
      send: () => Promise<unknown>,
      confirm: ActionOptions['confirm'],
    ): Promise<boolean> => {
      setRefusals((current) => without(current, where));
      setDone(undefined);
      setSending((count) => count + 1);
      try {
        await send();
        if (options.success !== undefined) {
          setDone(options.success);
        }
        return true;
      } catch (error) {
        const words = failureWords(error);
        const asking = [confirm ?? []].flat().find((each) => each.when(words));
        if (asking) {
          return (await askToConfirm(asking.question(words)))
            ? attempt(asking.then, asking.next)
            : false;
        }
        const text = options.explain ? options.explain(words) : describeFailure(error);
        setRefusals((current) => new Map(current).set(where, text));
        return false;
      } finally {
        setSending((count) => count - 1);
      }
    };
    return attempt(work, options.confirm);
  }, []);

  const reset = useCallback(() => {
    setRefusals(new Map());
    setDone(undefined);
  }, []);

  return useMemo(
    () => ({
      run,
      pending: sending > 0,
      refusal: refusals.get(NOWHERE),
      refusals,
      done,
      reset,
    }),
    [run, sending, refusals, done, reset],
  );
}

function without(map: ReadonlyMap<string, string>, key: string): ReadonlyMap<string, string> {
  if (!map.has(key)) {
    return map;
  }
  const next = new Map(map);
  next.delete(key);
  return next;
}
