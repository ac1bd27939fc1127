import { z } from 'zod';
import { LEGACY_SCHOOLS, STANDING_AFFILIATIONS } from './affiliations';
import { singleLineText } from './plain-text';

const minutes = (max: number) => z.number().min(0, 'must not be negative').max(max);

/**
 * The timing model used to assign start times (ADR 007): every heat dances
 * each of the event's dances for `danceSeconds`, with `changeoverSeconds`
 * between rounds; Awards and Break items take their own fixed minutes.
 */
const clockTime = singleLineText().regex(
  /^([01]\d|2[0-3]):[0-5]\d$/,
  'must be a time written HH:mm',
);

export const timingSchema = z.strictObject({
  /** When the day's first round starts, venue local time `HH:mm`. */
  dayStart: clockTime,
  /**
   * When the day's last round must be over, venue local time `HH:mm`: a
   * round that would run past it starts the next day of the competition.
   * Optional, for competitions stored before it existed (then the day never ends).
   */
  dayEnd: clockTime.optional(),
  danceSeconds: z.number().int().min(30).max(600),
  changeoverSeconds: z.number().int().min(0).max(1800),
  awardsMinutes: minutes(120),
  breakMinutes: minutes(240),
});
export type Timing = z.infer<typeof timingSchema>;

/** Spec §3 "Event settings", with our timing model beside them. */
export const eventSettingsSchema = z.strictObject({
  showScheduleIndex: z.boolean(),
  hideLiveSchedule: z.boolean(),
  hideLevelIcons: z.boolean(),
  highlightOtherRoundsInEvent: z.boolean(),
  hideClearRoundsButton: z.boolean(),
  hideGenerateRoundsButton: z.boolean(),
  dontReorderAfterAddRemoveRounds: z.boolean(),
  /** Changed to make every live screen scroll back and refresh (spec §7). */
  liveScrollRefreshIndex: z.number(),
  cascadeCheckin: z.boolean(),
  autoAssignTimes: z.boolean(),
  /**
   * The competition is a rehearsal: staff may fill any round with random
   * marks (`rehearsalPermit`). Logs from before it replay from the defaults: off.
   */
  rehearsal: z.boolean(),
  /**
   * The most couples an event dances as a straight final, with no
   * Semi-Final before it: generating rounds reads it. At least the 6 a
   * Semi-Final recalls (fewer would make a Semi-Final that recalls everyone),
   * at most the 12 a Semi-Final holds. Logs from before it replay from the
   * defaults: 6, the rule before it was a setting.
   */
  largestStraightFinal: z
    .number()
    .int('must be a whole number')
    .min(6, 'must be at least 6, the couples a Semi-Final recalls')
    .max(12, 'must be at most 12, the couples a Semi-Final holds'),
  /**
   * The scrutineer cannot post a round the chairman has not approved
   * (`unapprovedReason`); off, the screen only warns. Logs from before it
   * replay from the defaults: on.
   */
  approvalBeforePosting: z.boolean(),
  /**
   * A final posted while this is on keeps its places off the public view (phones, /results,
   * exports) until the big screen has revealed them or staff release them at the awards
   * (issue 25 item 12, ADR 029). Logs from before it replay from the defaults: off.
   */
  holdFinalResults: z.boolean(),
  timing: timingSchema,
});
export type EventSettings = z.infer<typeof eventSettingsSchema>;

export const settingsPatchSchema = eventSettingsSchema
  .omit({ timing: true })
  .partial()
  .extend({ timing: timingSchema.partial().optional() })
  .strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

/** Defaults: everything off but cascadeCheckin (spec §3) and approval before posting; 90-second dances. */
export const defaultSettings: EventSettings = {
  showScheduleIndex: false,
  hideLiveSchedule: false,
  hideLevelIcons: false,
  highlightOtherRoundsInEvent: false,
  hideClearRoundsButton: false,
  hideGenerateRoundsButton: false,
  dontReorderAfterAddRemoveRounds: false,
  liveScrollRefreshIndex: 0,
  cascadeCheckin: true,
  autoAssignTimes: false,
  rehearsal: false,
  largestStraightFinal: 6,
  approvalBeforePosting: true,
  holdFinalResults: false,
  timing: {
    dayStart: '09:00',
    dayEnd: '22:00',
    danceSeconds: 90,
    changeoverSeconds: 60,
    awardsMinutes: 15,
    breakMinutes: 15,
  },
};

/**
 * The content pages whose text organizers write on the setup screen: the
 * public information pages, and the waiver each registrant accepts (spec §9).
 */
export const contentPages = ['details', 'rules', 'venue', 'contact', 'about', 'waiver'] as const;
export type ContentPage = (typeof contentPages)[number];

/**
 * The schools every competition was given before issue 25, kept for the logs written then
 * (their CompetitionCreated names no schools, and replaying them must not empty a list their
 * registrations rely on). A new competition starts with none.
 */
export const legacyAffiliations: readonly string[] = [...LEGACY_SCHOOLS, ...STANDING_AFFILIATIONS];
