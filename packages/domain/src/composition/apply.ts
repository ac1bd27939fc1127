import { applyScoring } from '../scoring/apply';
import { applySetup } from '../setup/apply';
import { applyRegistration } from '../registration/apply-registration';
import { emptyRegistration } from '../registration/registration-state';
import { applyFloor } from '../floor/apply-floor';
import { applyMessages } from '../messages/apply-messages';
import { emptyFloor } from '../floor/floor-state';
import type { DomainEvent } from '../competition/events';
import { defaultSettings, legacyAffiliations } from '../competition/settings';
import { applyMetadata } from '../metadata/apply';
import type { CompetitionState } from '../competition/state';

const emptyPages: CompetitionState['pages'] = {
  details: '',
  rules: '',
  venue: '',
  contact: '',
  about: '',
  waiver: '',
};

/**
 * Folds one event into the state. Pure and total: it never throws for an
 * event that `decide` produced, and it returns new objects only along the
 * path that changed, so views and diffs can compare by reference.
 */
export function apply(state: CompetitionState | undefined, event: DomainEvent): CompetitionState {
  if (event.type === 'CompetitionCreated') {
    return {
      slug: event.slug,
      metadata: { ...event.metadata, officials: {}, organizers: {} },
      pages: emptyPages,
      affiliations: event.affiliations ?? legacyAffiliations,
      settings: defaultSettings,
      competitors: {},
      events: {},
      marks: {},
      results: {},
      registration: emptyRegistration,
      floor: emptyFloor,
    };
  }
  if (!state) {
    throw new Error(`${event.type} cannot come before CompetitionCreated`);
  }
  switch (event.type) {
    case 'MetadataUpdated':
    case 'PaymentInstructionsSet':
    case 'CompetitionArchived':
    case 'CompetitionUnarchived':
    case 'OfficialSaved':
    case 'OfficialRemoved':
    case 'OrganizerSaved':
    case 'OrganizerRemoved':
      return applyMetadata(state, event);
    case 'MarksStored':
    case 'JudgeCardReopened':
    case 'RecallCutSet':
    case 'RoundApproved':
    case 'RoundPosted':
    case 'RoundMarksDiscarded':
    case 'RoundPanelSet':
      return applyScoring(state, event);
    case 'FeeScheduleSet':
    case 'RegistrationAccountsOpened':
    case 'RegistrationAccountUpdated':
    case 'ChargesAdded':
    case 'SeekingAdded':
    case 'SeekingEnded':
    case 'PaymentRecorded':
    case 'PaymentCorrected':
    case 'DancerWithdrawn':
    case 'SchoolTyped':
    case 'TypedSchoolSettled':
    case 'PartnershipRequested':
    case 'PartnershipRequestEnded':
    case 'WaitlistJoined':
    case 'WaitlistLeft':
      return applyRegistration(state, event);
    case 'HeatCalled':
    case 'HeatReadySet':
    case 'FloorNoteSent':
    case 'FloorNoteCleared':
    case 'BigScreenSet':
    case 'BreakEnded':
    case 'FinalHeld':
    case 'FinalReleased':
      return applyFloor(state, event);
    case 'MessageQueued':
    case 'MessageMailStarted':
    case 'MessageMailFailed':
    case 'MessageFinished':
      return applyMessages(state, event);
    case 'PageTextSaved':
    case 'AffiliationsSet':
    case 'SettingsUpdated':
    case 'CompetitorsSaved':
    case 'CompetitorRemoved':
    case 'EventSaved':
    case 'EventRemoved':
    case 'EntriesAdded':
    case 'EntryRemoved':
    case 'RoundsReplaced':
    case 'RoundsUpdated':
    case 'EntriesUpdated':
    case 'CompetitorScratched':
    case 'RecalledCouplesWithdrawn':
      return applySetup(state, event);
  }
}

/** Folds a whole log (or the tail after a snapshot) into a state. */
export function applyAll(
  state: CompetitionState | undefined,
  events: Iterable<DomainEvent>,
): CompetitionState | undefined {
  let current = state;
  for (const event of events) {
    current = apply(current, event);
  }
  return current;
}
