/**
 * The JSON the server's account API answers, written once: the server's routes return these
 * types and the web app reads them (ADR 036). Types only: nothing here runs.
 */
export type { AuditAnswer } from './audit';
export type { InvitationAccepted, InvitationInfo } from './invitations';
export type {
  DeviceBinding,
  JudgeDeviceRow,
  JudgeDevicesAnswer,
  NewDeviceLink,
} from './judge-devices';
export type { InvitationSent, MemberRow, MembersAnswer, StaffNamesAnswer } from './members';
export type { OrganizerAccount, OrganizersAnswer } from './organizers';
export type { Membership, SessionInfo } from './session';
