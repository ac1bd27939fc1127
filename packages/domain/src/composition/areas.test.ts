import { describe, expect, it } from 'vitest';
import type { DomainEvent, DomainEventType } from '../competition/events';
import { emptyCompetition } from '../../testing/setup-competition';
import { apply } from './apply';
import { areas } from './areas';
import { commandTypes } from './command';

// Every event the log holds, checked against the composed union by the compiler: a type added
// to an area and forgotten here fails `tsc`, and one forgotten in `areas.ts` fails below.
const everyEventType = Object.keys({
  AffiliationsSet: true,
  BigScreenSet: true,
  BreakEnded: true,
  ChargesAdded: true,
  CompetitionArchived: true,
  CompetitionCreated: true,
  CompetitionUnarchived: true,
  CompetitorRemoved: true,
  CompetitorScratched: true,
  CompetitorsSaved: true,
  DancerWithdrawn: true,
  EntriesAdded: true,
  EntriesUpdated: true,
  EntryRemoved: true,
  EventRemoved: true,
  EventSaved: true,
  FeeScheduleSet: true,
  FinalHeld: true,
  FinalReleased: true,
  FloorNoteCleared: true,
  FloorNoteSent: true,
  HeatCalled: true,
  HeatReadySet: true,
  JudgeCardReopened: true,
  MarksStored: true,
  MessageFinished: true,
  MessageMailFailed: true,
  MessageMailStarted: true,
  MessageQueued: true,
  MetadataUpdated: true,
  OfficialRemoved: true,
  OfficialSaved: true,
  OrganizerRemoved: true,
  OrganizerSaved: true,
  PageTextSaved: true,
  PartnershipRequestEnded: true,
  PartnershipRequested: true,
  PaymentCorrected: true,
  PaymentInstructionsSet: true,
  PaymentRecorded: true,
  RecallCutSet: true,
  RecalledCouplesWithdrawn: true,
  RegistrationAccountUpdated: true,
  RegistrationAccountsOpened: true,
  RoundApproved: true,
  RoundMarksDiscarded: true,
  RoundPanelSet: true,
  RoundPosted: true,
  RoundsReplaced: true,
  RoundsUpdated: true,
  SchoolTyped: true,
  SeekingAdded: true,
  SeekingEnded: true,
  SettingsUpdated: true,
  TypedSchoolSettled: true,
  WaitlistJoined: true,
  WaitlistLeft: true,
} satisfies Record<DomainEventType, true>);

/** The areas that list a type, by type. */
function owners(
  listed: (area: (typeof areas)[number]) => readonly string[],
): Map<string, string[]> {
  const byType = new Map<string, string[]>();
  for (const area of areas) {
    for (const type of listed(area)) {
      byType.set(type, [...(byType.get(type) ?? []), area.name]);
    }
  }
  return byType;
}

describe('the areas the root composes', () => {
  it('gives every command type to exactly one area', () => {
    const byType = owners((area) => area.commandTypes);
    expect([...byType.keys()].sort()).toEqual([...commandTypes].sort());
    for (const [type, names] of byType) {
      expect({ type, names: names.length }).toEqual({ type, names: 1 });
    }
  });

  it('gives every event type to exactly one area, but creation, which the root folds', () => {
    const byType = owners((area) => area.eventTypes);
    expect([...byType.keys()].sort()).toEqual(
      everyEventType.filter((type) => type !== 'CompetitionCreated').sort(),
    );
    for (const [type, names] of byType) {
      expect({ type, names: names.length }).toEqual({ type, names: 1 });
    }
  });

  it('refuses to fold an event no area knows, naming its type', () => {
    const unknown = { type: 'CompetitionRenamed' } as unknown as DomainEvent;
    expect(() => apply(emptyCompetition(), unknown)).toThrow('"CompetitionRenamed"');
  });
});
