import type { Mailer } from './mailer';

export interface PartnershipMail {
  to: string;
  /** The dancer asked, as registered. */
  name: string;
  /** The dancer who asked. */
  requesterName: string;
  /** The part the dancer asked would dance. */
  role: 'lead' | 'follow';
  eventNames: readonly string[];
  /** The competition's full name. */
  competition: string;
  /** The /updateEntries page of the competition, where the request is answered. */
  link: string;
}

/**
 * Tells a registered dancer that another asks to dance with them (issue 24
 * item 4): nothing is entered or charged until they accept on /updateEntries
 * with their own email and code. The link carries no secret: it only names
 * the page.
 */
export async function mailPartnershipRequest(mailer: Mailer, mail: PartnershipMail): Promise<void> {
  await mailer.send({
    to: mail.to,
    subject: `${mail.requesterName} asks to dance with you at ${mail.competition}`,
    text: [
      `${mail.name}, ${mail.requesterName} asks you to ${mail.role} with them at ${mail.competition} in:`,
      '',
      ...mail.eventNames.map((eventName) => `  - ${eventName}`),
      '',
      'You are not entered, and nothing is charged, unless you accept. To accept or decline,',
      `open ${mail.link} and enter this email address and your competitor code.`,
      '',
      'If you do not know this dancer, decline the request or ignore this mail.',
    ].join('\n'),
  });
}
