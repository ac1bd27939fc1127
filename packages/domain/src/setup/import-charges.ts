import type { DecideContext } from '../competition/decision';
import type { Entry } from '../competition/dance-event';
import type { DomainEvent } from '../competition/events';
import type { CompetitionState } from '../competition/state';
import { feeFor } from '../registration/fees';
import type { DancerCharge } from '../registration/events';
import type { RegistrationAccount } from '../registration/state';
import { registrationStanding } from '../registration/registration-standing';

/**
 * What charging an import records (issue 25 item 11, the import's option
 * "charge the imported couples the event's price"): each dancer of the
 * entries without an account gets one, with no email and the waiver not
 * signed (staff keyed them in; they accepted nothing), and pays as a
 * registration at this moment would: their own fee once when the account
 * is new, and every entry at the current phase's price, through the same
 * fee rules (`feeFor`). A dancer who registered themselves keeps their
 * account and is charged only the new entries; a withdrawn dancer nothing.
 */
export function importCharges(
  state: CompetitionState,
  entries: ReadonlyMap<string, readonly Entry[]>,
  context: DecideContext,
): { opened: DomainEvent[]; charged: DomainEvent[] } {
  const at = context.now();
  const phase = registrationStanding(at, state.metadata).phase;
  const existing = state.registration.accounts ?? {};
  const accounts: Record<string, RegistrationAccount> = {};
  const charges: DancerCharge[] = [];
  const charge = (competitorId: string, kind: 'dancer' | 'entry', eventName?: string) => {
    const account = accounts[competitorId] ?? existing[competitorId];
    if (!account || account.withdrawnAt) {
      return;
    }
    const amount = feeFor(state.registration.fees, kind, phase, account.student);
    if (amount !== 0) {
      charges.push({
        competitorId,
        charge: {
          id: context.newKey(),
          at,
          phase,
          kind,
          ...(eventName !== undefined && { eventName }),
          amount,
        },
      });
    }
  };
  for (const [eventName, added] of entries) {
    for (const entry of added) {
      for (const competitorId of [entry.leadId, entry.followId]) {
        if (!existing[competitorId] && !accounts[competitorId]) {
          accounts[competitorId] = {
            email: '',
            student: false,
            waiverAcceptedAt: '',
            registeredAt: at,
            phase,
            charges: [],
          };
          charge(competitorId, 'dancer');
        }
        charge(competitorId, 'entry', eventName);
      }
    }
  }
  return {
    opened:
      Object.keys(accounts).length > 0
        ? [{ type: 'RegistrationAccountsOpened', accounts, codes: {} }]
        : [],
    charged: charges.length > 0 ? [{ type: 'ChargesAdded', charges }] : [],
  };
}
