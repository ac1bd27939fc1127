import type { InvitationSent, MembersAnswer } from '@floorcraft/domain/api';
import type { Role } from '@floorcraft/domain';
import { api, competitionApi } from './api-client';
import { useApiResource } from './use-api-resource';

const membersPath = (slug: string) => `${competitionApi(slug)}/members`;
const memberPath = (slug: string, userId: string) =>
  `${membersPath(slug)}/${encodeURIComponent(userId)}`;

/** The members and open invitations of the competition `slug`; not asked while undefined. */
export function useMembers(slug: string | undefined) {
  return useApiResource<MembersAnswer>(slug ? membersPath(slug) : undefined);
}

/** Replaces a member's roles in the competition. */
export function saveMemberRoles(slug: string, userId: string, roles: Role[]): Promise<unknown> {
  return api('PUT', `${memberPath(slug, userId)}/roles`, { roles });
}

/** Takes every role in the competition away from a member. */
export function revokeMember(slug: string, userId: string): Promise<unknown> {
  return api('DELETE', memberPath(slug, userId));
}

/** Disables (signed out everywhere, no sign-in) or enables a member's account. */
export function setMemberDisabled(slug: string, userId: string, disabled: boolean) {
  return api('POST', `${memberPath(slug, userId)}/${disabled ? 'disable' : 'enable'}`);
}

/** Lifts the hold that wrong passwords put on a member's sign-in. */
export function unlockSignIn(slug: string, userId: string): Promise<unknown> {
  return api('POST', `${memberPath(slug, userId)}/unlock-sign-in`);
}

/** Invites a person by email to one role; the answer says how the mail went. */
export function invite(slug: string, email: string, role: Role): Promise<InvitationSent> {
  return api<InvitationSent>('POST', `${competitionApi(slug)}/invitations`, { email, role });
}

/** Withdraws an invitation not yet accepted. */
export function withdrawInvitation(slug: string, invitationId: string): Promise<unknown> {
  return api('DELETE', `${competitionApi(slug)}/invitations/${encodeURIComponent(invitationId)}`);
}
