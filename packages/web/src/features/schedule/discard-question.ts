import { DISCARD_MARKS_CONFIRMATION } from '@floorcraft/domain';
import { sentence } from '../../lib/api/api-error';
import type { ConfirmRequest } from '../../lib/confirm/confirm-store';

/**
 * The server's refusal to step a round with marks back, turned into the
 * question the schedule asks: what is lost, then "Discard the marks?".
 */
export function discardQuestion(refusal: string): ConfirmRequest {
  const at = refusal.lastIndexOf(DISCARD_MARKS_CONFIRMATION);
  const what = (at < 0 ? refusal : refusal.slice(0, at)).replace(/[;,:\s]+$/, '');
  return {
    title: 'Discard the marks?',
    message: `${sentence(what)} The event log keeps a record of them.`,
    confirmLabel: 'Discard the marks',
  };
}
