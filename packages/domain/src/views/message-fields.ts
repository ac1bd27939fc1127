import type { OutgoingMessage } from '../messages/state';
import { registrarOnly, type FieldRule } from './field-table';

/**
 * Who sees the messages staff mailed to entrants (issue 25 item 8): the
 * registrar's view alone, like the emails their recipients are. Nothing of
 * them, not even that one was sent, reaches the public or other staff.
 */
export const messageFields = {
  each: {
    id: registrarOnly,
    subject: registrarOnly,
    body: registrarOnly,
    audience: { kind: registrarOnly, eventNames: registrarOnly, school: registrarOnly },
    recipients: {
      each: { email: registrarOnly, competitorIds: registrarOnly, names: registrarOnly },
    },
    by: registrarOnly,
    at: registrarOnly,
    started: registrarOnly,
    failures: { each: { email: registrarOnly, reason: registrarOnly } },
    finishedAt: registrarOnly,
  },
} as const satisfies FieldRule<Record<string, OutgoingMessage>>;
