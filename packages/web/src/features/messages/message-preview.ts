import {
  messageAudience,
  messageAudienceSchema,
  renderMessage,
  type CompetitionState,
  type RenderedMessage,
} from '@floorcraft/domain';
import { audienceOf, type ComposeValues } from './compose-model';

/** What the compose form shows before sending: whom it reaches and one mail as it reads. */
export interface MessagePreview {
  /** Mails that will leave: one per address. */
  recipients: number;
  /** Dancers those mails reach (two dancers may share a parent's address). */
  dancers: number;
  /** Dancers the audience chose who have no email address: nobody mails them. */
  withoutEmail: string[];
  /** The first recipient's mail, placeholders filled; absent when nobody can be mailed. */
  sample: RenderedMessage | undefined;
}

/**
 * The preview of a message being composed, from the registrar's view with
 * the domain's own `messageAudience` and `renderMessage`: the functions the
 * server decides and mails with, so the count and the mail shown are what
 * is sent. Undefined while the audience is incomplete (no event chosen).
 */
export function messagePreview(
  view: Pick<CompetitionState, 'competitors' | 'events' | 'registration' | 'metadata'>,
  values: ComposeValues,
): MessagePreview | undefined {
  const audience = messageAudienceSchema.safeParse(audienceOf(values));
  if (!audience.success) {
    return undefined;
  }
  const { recipients, withoutEmail } = messageAudience(view, audience.data);
  const [first] = recipients;
  return {
    recipients: recipients.length,
    dancers: recipients.reduce((sum, recipient) => sum + recipient.competitorIds.length, 0),
    withoutEmail,
    sample: first
      ? renderMessage(view, { subject: values.subject.trim(), body: values.body.trim() }, first)
      : undefined,
  };
}
