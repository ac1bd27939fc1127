import type { DomainEventType } from './events';

// Type tests, checked by `tsc`: the registry of events by area, filled by declaration merging in
// `composition/events.ts`, composes to exactly the events the log has always held. An area left
// out of the registry, or an event renamed, fails to compile here.

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Expect<Check extends true> = Check;

type LoggedEventTypes =
  | 'AffiliationsSet'
  | 'BigScreenSet'
  | 'BreakEnded'
  | 'ChargesAdded'
  | 'CompetitionArchived'
  | 'CompetitionCreated'
  | 'CompetitionUnarchived'
  | 'CompetitorRemoved'
  | 'CompetitorScratched'
  | 'CompetitorsSaved'
  | 'DancerWithdrawn'
  | 'EntriesAdded'
  | 'EntriesUpdated'
  | 'EntryRemoved'
  | 'EventRemoved'
  | 'EventSaved'
  | 'FeeScheduleSet'
  | 'FinalHeld'
  | 'FinalReleased'
  | 'FloorNoteCleared'
  | 'FloorNoteSent'
  | 'HeatCalled'
  | 'HeatReadySet'
  | 'JudgeCardReopened'
  | 'MarksStored'
  | 'MessageFinished'
  | 'MessageMailFailed'
  | 'MessageMailStarted'
  | 'MessageQueued'
  | 'MetadataUpdated'
  | 'OfficialRemoved'
  | 'OfficialSaved'
  | 'OrganizerRemoved'
  | 'OrganizerSaved'
  | 'PageTextSaved'
  | 'PartnershipRequestEnded'
  | 'PartnershipRequested'
  | 'PaymentCorrected'
  | 'PaymentInstructionsSet'
  | 'PaymentRecorded'
  | 'RecallCutSet'
  | 'RecalledCouplesWithdrawn'
  | 'RegistrationAccountUpdated'
  | 'RegistrationAccountsOpened'
  | 'RoundApproved'
  | 'RoundMarksDiscarded'
  | 'RoundPanelSet'
  | 'RoundPosted'
  | 'RoundsReplaced'
  | 'RoundsUpdated'
  | 'SchoolTyped'
  | 'SeekingAdded'
  | 'SeekingEnded'
  | 'SettingsUpdated'
  | 'TypedSchoolSettled'
  | 'WaitlistJoined'
  | 'WaitlistLeft';

export type EveryEventRegistered = Expect<Same<DomainEventType, LoggedEventTypes>>;
