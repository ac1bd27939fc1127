import type { InvitationAccepted, InvitationInfo } from '@floorcraft/domain/api';
import { api } from './api-client';

const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

/** The invitation behind a mailed link; refused when it expired or was used. */
export function invitationInfo(token: string): Promise<InvitationInfo> {
  return api<InvitationInfo>('GET', invitationPath(token));
}

/**
 * Accepts an invitation: a new person names themselves and chooses a
 * password, a person with an account confirms with theirs. Answers the
 * competition's slug; the session cookie is set.
 */
export function acceptInvitation(
  token: string,
  answer: { password: string } | { name: string; password: string },
): Promise<InvitationAccepted> {
  return api<InvitationAccepted>('POST', `${invitationPath(token)}/accept`, answer);
}
