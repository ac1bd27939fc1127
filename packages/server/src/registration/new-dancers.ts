import type { DomainEvent, RegistrationPhase } from '@floorcraft/domain';
import { emailKey } from '../accounts/registration-limits';

/** A dancer a registration created, with the code shown on screen and mailed. */
export interface NewDancer {
  competitorId: string;
  name: string;
  code: string;
  email: string;
  /**
   * The phase the registration charged this dancer at (the domain's
   * `registrationStanding`, as home and /register show it), or undefined
   * when nothing was charged (no fee schedule).
   */
  chargedPhase?: RegistrationPhase;
}

/**
 * The dancers a registration's events opened accounts for, with their
 * names and codes, in the order the registration named them. Read from the
 * command's own events only (the dancers it saved, the accounts it opened),
 * so a retried registration answers with the same dancers on any process,
 * whether or not that process has folded the events yet.
 */
export function newDancers(events: readonly DomainEvent[]): NewDancer[] {
  const names = new Map(
    events.flatMap((event) =>
      event.type === 'CompetitorsSaved'
        ? event.competitors.map((competitor) => [competitor.id, competitor.name] as const)
        : [],
    ),
  );
  const charged = new Map(
    events.flatMap((event) =>
      event.type === 'ChargesAdded'
        ? event.charges.map(({ competitorId, charge }) => [competitorId, charge.phase] as const)
        : [],
    ),
  );
  return events.flatMap((event) =>
    event.type === 'RegistrationAccountsOpened'
      ? Object.entries(event.codes).map(([competitorId, code]) => {
          const phase = charged.get(competitorId);
          return {
            competitorId,
            name: names.get(competitorId) ?? '',
            code,
            email: event.accounts[competitorId]?.email ?? '',
            ...(phase ? { chargedPhase: phase } : {}),
          };
        })
      : [],
  );
}

/**
 * Whether a retried registration names the same emails as the one stored:
 * the command id alone does not get a registration's codes back, the
 * retry must also carry what the first submission carried.
 */
export function sameEmails(dancers: readonly NewDancer[], emails: readonly string[]): boolean {
  const stored = new Set(dancers.map((dancer) => emailKey(dancer.email)));
  return emails.every((email) => stored.has(emailKey(email)));
}
