import {
  messageAudienceSchema,
  sendMessageCommandSchema,
  type MessageAudience,
  type SendMessageCommand,
} from '@floorcraft/domain';
import { allRules, domainResolver, type FieldErrors } from '../../lib/forms/domain-resolver';

/** Whom a message goes to, as the compose form's radio buttons name it. */
export type AudienceKind = MessageAudience['kind'];

/** The compose form's values, as typed: every audience's fields, the chosen kind's are sent. */
export interface ComposeValues {
  kind: AudienceKind;
  eventNames: string[];
  school: string;
  subject: string;
  body: string;
}

/** The audiences in the order the form offers them, with their labels. */
export const AUDIENCE_LABELS: Readonly<Record<AudienceKind, string>> = {
  everyone: 'Everybody registered',
  events: 'The entrants of chosen events',
  school: 'One school',
  owing: 'Those who still owe',
  noWaiver: 'Those without a waiver',
};

/** How the compose form's fields are named in its problems. */
export const COMPOSE_LABELS: Readonly<Record<keyof ComposeValues, string>> = {
  kind: 'Send to',
  eventNames: 'Events',
  school: 'School',
  subject: 'Subject',
  body: 'Message',
};

/** A blank message to everybody registered. */
export function blankCompose(): ComposeValues {
  return { kind: 'everyone', eventNames: [], school: '', subject: '', body: '' };
}

/** The audience the form names: only the chosen kind's own fields. */
export function audienceOf(values: ComposeValues): MessageAudience {
  switch (values.kind) {
    case 'events':
      return { kind: 'events', eventNames: values.eventNames };
    case 'school':
      return { kind: 'school', school: values.school };
    default:
      return { kind: values.kind };
  }
}

/**
 * The form as the `sendMessage` command. `messageId` is made once per
 * message composed, so a second click (or a retry) is refused by the
 * domain rather than mailing everybody twice.
 */
export function sendMessageCommand(messageId: string, values: ComposeValues): SendMessageCommand {
  return {
    type: 'sendMessage',
    messageId,
    subject: values.subject.trim(),
    body: values.body.trim(),
    audience: audienceOf(values),
  };
}

/** Where the domain's paths land on the form. */
const FIELDS = {
  audience: 'kind',
  'audience.kind': 'kind',
  'audience.eventNames': 'eventNames',
  'audience.school': 'school',
} as const;

/**
 * The compose form's checks: the domain's own schema of `sendMessage` (a
 * subject, a message, at least one event or a school when those are the
 * audience), then that somebody in the audience has an email address
 * (`recipientsOf` counts them from the registrar's view, as the server
 * will): the server refuses an audience nobody can be mailed in.
 */
export function composeRules(
  messageId: string,
  recipientsOf: (audience: MessageAudience) => number,
): (values: ComposeValues) => FieldErrors {
  return allRules<ComposeValues>(
    domainResolver({
      schema: sendMessageCommandSchema,
      input: (values) => sendMessageCommand(messageId, values),
      fields: FIELDS,
    }),
    (values): FieldErrors => {
      const audience = messageAudienceSchema.safeParse(audienceOf(values));
      return audience.success && recipientsOf(audience.data) === 0
        ? { kind: 'nobody in this audience has an email address' }
        : {};
    },
  );
}
