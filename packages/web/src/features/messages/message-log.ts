import {
  formatInZone,
  type MessageFailure,
  type OutgoingMessage,
  type StoredAudience,
} from '@floorcraft/domain';

/** One message sent, as the log lists it. */
export interface MessageLogRow {
  id: string;
  subject: string;
  /** Whom it went to, in words: "Those who still owe", "School: Northbridge". */
  audience: string;
  /** The actor label of who sent it (named by the screen, which knows the staff). */
  by: string;
  at: string;
  /** Mails that left. */
  sent: number;
  total: number;
  failures: MessageFailure[];
  finished: boolean;
  /** "2 of 2 sent", "1 of 37 sent, sending…", "35 of 37 sent, 2 not sent". */
  progress: string;
}

/** An audience as it was chosen, in words. */
export function audienceWords(audience: StoredAudience): string {
  switch (audience.kind) {
    case 'everyone':
      return 'Everybody registered';
    case 'events':
      return `Entrants of ${(audience.eventNames ?? []).join(', ')}`;
    case 'school':
      return `School: ${audience.school ?? ''}`;
    case 'owing':
      return 'Those who still owe';
    case 'noWaiver':
      return 'Those without a waiver';
  }
}

/**
 * How many mails of a message have left. A mail is recorded as started
 * before it is handed to the mailer and the mail queue sends one at a
 * time, so while a message is being sent its last started mail may still
 * be on its way: it is counted once the next one starts or the message
 * finishes (a failure recorded for it ends its way too). Failed mails never
 * count.
 */
export function mailsSent(message: OutgoingMessage): number {
  const last = message.recipients[message.started - 1];
  const onItsWay =
    message.finishedAt === undefined &&
    last !== undefined &&
    !message.failures.some((failure) => failure.email === last.email);
  return Math.max(0, message.started - (onItsWay ? 1 : 0) - message.failures.length);
}

/** The messages staff sent, newest first, with how far each one's sending got. */
export function messageLog(
  messages: Readonly<Record<string, OutgoingMessage>> = {},
): MessageLogRow[] {
  return Object.values(messages)
    .sort((a, b) => b.at.localeCompare(a.at) || a.id.localeCompare(b.id))
    .map((message) => {
      const sent = mailsSent(message);
      const total = message.recipients.length;
      const finished = message.finishedAt !== undefined;
      const notSent = message.failures.length;
      const progress = [
        `${sent} of ${total} sent`,
        ...(notSent > 0 ? [`${notSent} not sent`] : []),
        ...(finished ? [] : ['sending…']),
      ].join(', ');
      return {
        id: message.id,
        subject: message.subject,
        audience: audienceWords(message.audience),
        by: message.by,
        at: message.at,
        sent,
        total,
        failures: message.failures,
        finished,
        progress,
      };
    });
}

/** When a message was sent, as "9 Feb 2027, 16:04 New York time": on the competition's clock. */
export function sentAtWords(iso: string, zone: string): string {
  return formatInZone(iso, zone);
}
