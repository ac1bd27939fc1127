import { groupedCode, type RegistrationPhase } from '@floorcraft/domain';
import type { Mailer } from './mailer';

export interface CodeMail {
  to: string;
  /** The dancer's name as registered. */
  name: string;
  code: string;
  /** The competition's full name. */
  competition: string;
  /** The /updateEntries page of the competition. */
  link: string;
  /** Why the mail is sent: a new registration, or the dancer asked for it again. */
  reason: 'registered' | 'resent';
  /** A new registration's price phase, as charged (issue 25 item 4); none when nothing was. */
  chargedPhase?: RegistrationPhase;
  /**
   * A new registration's confirmation as text (the domain's `confirmationText`):
   * events, fee lines, what is owed and how to pay (issue 25 item 10).
   */
  confirmation?: readonly string[];
}

/** The prices a phase charged, in the words home and /register use. */
const PRICES: Record<RegistrationPhase, string> = {
  Early: 'the early-bird prices',
  Normal: 'the Normal prices',
  Late: 'the Late prices',
  Pending: 'the Normal prices',
};

/**
 * Mails a dancer their competitor code and where to use it. The code is not
 * put into the link: links end up in browser histories and proxy logs, a
 * code typed from the mail does not. A new code is shown in two groups
 * (ABCD-EFGH), easy to read off a phone; typed with or without the dash, in
 * either case, it is the same code.
 */
export async function mailCompetitorCode(mailer: Mailer, mail: CodeMail): Promise<void> {
  const opening =
    mail.reason === 'registered'
      ? `${mail.name}, you are registered for ${mail.competition}.`
      : `${mail.name}, here is your competitor code for ${mail.competition} again, as asked.`;
  const code = groupedCode(mail.code);
  const phase = mail.chargedPhase
    ? [
        `Your registration counts as ${mail.chargedPhase}: you pay ${PRICES[mail.chargedPhase]}.`,
        '',
      ]
    : [];
  await mailer.send({
    to: mail.to,
    subject: `Your competitor code for ${mail.competition}: ${code}`,
    text: [
      opening,
      '',
      ...phase,
      `Your competitor code: ${code}`,
      '',
      ...(mail.confirmation ? [...mail.confirmation, ''] : []),
      `To add or drop events, find a partner for a TBA entry, or correct your name, school or`,
      `levels until registration closes, open ${mail.link} and enter this email address and`,
      'your code.',
      '',
      'Keep the code to yourself: with your email address it lets anyone change your entries.',
      'If you did not register, ignore this mail or tell the organizers.',
    ].join('\n'),
  });
}
