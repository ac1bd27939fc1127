import type { CompetitionState, DomainEvent } from '@floorcraft/domain';
import type { Mailer } from './mailer';

/** One dancer to tell that their couple left a waitlist and is entered. */
export interface PromotedDancer {
  to: string;
  name: string;
  partnerName: string;
  eventName: string;
}

/**
 * The dancers a command's events entered from a waitlist (issue 25 item 11):
 * each `WaitlistLeft` entered names a spot that was in the line before the
 * command, whose lead and follow with an account (not withdrawn) get a mail.
 * Dancers staff entered have no email: the desk shows them entered.
 */
export function promotedDancers(
  events: readonly DomainEvent[],
  before: readonly { id: string; eventName: string; leadId: string; followId: string }[],
  after: CompetitionState,
): PromotedDancer[] {
  return events.flatMap((event) => {
    if (event.type !== 'WaitlistLeft' || event.outcome !== 'entered') {
      return [];
    }
    const spot = before.find((each) => each.id === event.id);
    if (!spot) {
      return [];
    }
    const pair: [string, string][] = [
      [spot.leadId, spot.followId],
      [spot.followId, spot.leadId],
    ];
    return pair.flatMap(([dancerId, partnerId]) => {
      const account = after.registration.accounts?.[dancerId];
      return account && !account.withdrawnAt
        ? [
            {
              to: account.email,
              name: after.competitors[dancerId]?.name ?? '',
              partnerName: after.competitors[partnerId]?.name ?? '',
              eventName: spot.eventName,
            },
          ]
        : [];
    });
  });
}

/** Tells a dancer that a place freed and their couple is now entered (and charged). */
export async function mailWaitlistPromotion(
  mailer: Mailer,
  dancer: PromotedDancer,
  competition: string,
  link: string,
): Promise<void> {
  await mailer.send({
    to: dancer.to,
    subject: `You are in: ${dancer.eventName} at ${competition}`,
    text: [
      `${dancer.name}, a place freed in "${dancer.eventName}" at ${competition}:`,
      `you and ${dancer.partnerName} are now entered, and the entry is charged.`,
      '',
      `To see your entries and what you owe, open ${link} with your competitor code.`,
    ].join('\n'),
  });
}
