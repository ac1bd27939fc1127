import type { FastifyBaseLogger } from 'fastify';
import type { CompetitionHost } from '../competitions/competition-host';
import type { MailQueue } from '../mail/mail-queue';
import type { Mailer } from '../mail/mailer';
import { mailWaitlistPromotion, promotedDancers } from '../mail/waitlist-mail';
import { updateEntriesLink } from './update-entries-link';

export interface WaitlistPromotionOptions {
  host: CompetitionHost;
  mailer: Mailer;
  queue: MailQueue;
  /** Where mailed links point (`LinkOrigin`), read when a mail is made: fixed once listening. */
  links: { readonly origin: string };
  logger: FastifyBaseLogger;
}

/**
 * Mails each dancer a command entered from a waitlist (issue 25 item 11),
 * whatever freed the place (a withdrawal, a dropped entry, a raised cap): the
 * domain decides the promotion inside that command, the process that appended
 * it queues the mails on the app's mail queue (ADR 026), once.
 */
export function mailWaitlistPromotions(options: WaitlistPromotionOptions): void {
  options.host.onAppended((slug, events, { before, after }) => {
    const dancers = promotedDancers(events, before?.registration.waitlist ?? [], after);
    if (dancers.length === 0) {
      return;
    }
    const link = updateEntriesLink(options.links.origin, slug, options.host.defaultSlug());
    const competition = after.metadata.fullName;
    options.queue.add(
      async () => {
        for (const dancer of dancers) {
          await mailWaitlistPromotion(options.mailer, dancer, competition, link);
        }
      },
      (error: unknown) =>
        options.logger.error({ err: error, competition: slug }, 'waitlist promotion mail failed'),
    );
  });
}
