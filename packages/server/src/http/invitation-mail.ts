import { roleLabels, type Role } from '@floorcraft/domain';
import type { FastifyRequest } from 'fastify';
import type { Mailer } from '../mail/mailer';

export interface InvitationMail {
  to: string;
  role: Role;
  /** The competition's full name. */
  competition: string;
  /** Who invites, as the audit log names them. */
  from: string;
  /** The link with the invitation's token. */
  link: string;
}

/**
 * Mails an invitation after it is stored. A failed delivery is logged and reported to the
 * screen ("failed"), not undone: the invitation stays, and can be withdrawn and sent again.
 */
export async function mailInvitation(
  mailer: Mailer,
  request: FastifyRequest,
  mail: InvitationMail,
): Promise<'sent' | 'outbox' | 'failed'> {
  try {
    const delivery = await mailer.send({
      to: mail.to,
      subject: `You are invited to ${mail.competition} as ${roleLabels[mail.role]}`,
      text: [
        `${mail.from} invites you to help run ${mail.competition} as ${roleLabels[mail.role]}.`,
        '',
        `Accept the invitation here (the link works once, for 7 days): ${mail.link}`,
        '',
        'If you already have a Floorcraft account, sign in with it there; otherwise choose a password.',
      ].join('\n'),
    });
    return delivery.status;
  } catch (error) {
    request.log.error({ err: error }, 'invitation mail failed');
    return 'failed';
  }
}
