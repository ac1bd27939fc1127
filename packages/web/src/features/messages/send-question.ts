import type { ConfirmRequest } from '../../lib/confirm/confirm-store';
import type { MessagePreview } from './message-preview';

const dancersWord = (count: number) => `${count} ${count === 1 ? 'dancer' : 'dancers'}`;
const mailsWord = (count: number) => `${count} ${count === 1 ? 'mail' : 'mails'}`;

/**
 * What Send asks before anything leaves: "Send to 37 dancers?", the mails
 * that go (fewer when dancers share an address) and who is left out for
 * want of an address. Mail cannot be called back, so it is asked first.
 */
export function sendQuestion(preview: MessagePreview, subject: string): ConfirmRequest {
  const shared =
    preview.recipients < preview.dancers ? ' (some dancers share an address: one mail each)' : '';
  const missing = preview.withoutEmail.length;
  return {
    title: `Send to ${dancersWord(preview.dancers)}?`,
    message: `“${subject}” goes out as ${mailsWord(preview.recipients)}${shared}. Mail cannot be called back once sent.`,
    ...(missing > 0 && {
      details: [
        `${dancersWord(missing)} without an email address will not get it: ${preview.withoutEmail.join(', ')}.`,
      ],
    }),
    confirmLabel: 'Send message',
  };
}
