import type { CompetitionState } from '../competition/state';
import { eventFields } from './event-fields';
import { everyone, publicly, type FieldTable } from './field-table';
import { marksFields, resultsFields } from './marks-fields';
import { metadataFields } from './metadata-fields';
import { floorFields } from './floor-fields';
import { messageFields } from './message-fields';
import { registrationFields } from './registration-fields';

/**
 * The allow-list of every view: each field of the competition state, down to
 * the data that has no field names of its own, with the audiences that
 * receive it. A field added to the state is a compile error here until
 * somebody decides who sees it; a field the table does not name reaches
 * nobody (`visibleFields`). ADR 018.
 */
export const stateFields = {
  slug: everyone,
  metadata: metadataFields,
  pages: {
    details: publicly,
    rules: publicly,
    venue: publicly,
    contact: publicly,
    about: publicly,
    waiver: publicly,
  },
  affiliations: publicly,
  settings: {
    showScheduleIndex: publicly,
    hideLiveSchedule: publicly,
    hideLevelIcons: publicly,
    highlightOtherRoundsInEvent: publicly,
    hideClearRoundsButton: publicly,
    hideGenerateRoundsButton: publicly,
    dontReorderAfterAddRemoveRounds: publicly,
    liveScrollRefreshIndex: publicly,
    cascadeCheckin: publicly,
    autoAssignTimes: publicly,
    // Public like every setting: it tells nobody anything private.
    rehearsal: publicly,
    largestStraightFinal: publicly,
    approvalBeforePosting: publicly,
    // Public: a spectator's page says a held final's places come at the awards.
    holdFinalResults: publicly,
    timing: {
      dayStart: publicly,
      dayEnd: publicly,
      danceSeconds: publicly,
      changeoverSeconds: publicly,
      awardsMinutes: publicly,
      breakMinutes: publicly,
    },
  },
  // Dancers' names and schools are printed on heat sheets; levels and age group filter the
  // events the registration form offers. What else is kept of them is in `registration`.
  competitors: {
    each: {
      id: publicly,
      name: publicly,
      affiliation: publicly,
      levels: {
        standardLevel: publicly,
        smoothLevel: publicly,
        rhythmLevel: publicly,
        latinLevel: publicly,
      },
      ageGroup: publicly,
    },
  },
  events: { each: eventFields },
  marks: { each: marksFields },
  results: { each: resultsFields },
  registration: registrationFields,
  floor: floorFields,
  messages: messageFields,
  // The index at `/` lists archived competitions among the past ones: nothing private.
  archived: publicly,
} as const satisfies FieldTable<CompetitionState>;
