import type { EventSettings } from '@floorcraft/domain';

/** The on/off event settings of spec §3 (everything but the refresh index and the timing). */
export type FlagKey = {
  [Key in keyof EventSettings]: EventSettings[Key] extends boolean ? Key : never;
}[keyof EventSettings];

export interface FlagInfo {
  key: FlagKey;
  label: string;
  /** One line saying what the switch does. */
  description: string;
}

/** Every flag with what it does, in the order the form lists them. */
export const settingFlags: readonly FlagInfo[] = [
  {
    key: 'showScheduleIndex',
    label: 'Show schedule index',
    description: 'Shows each round’s position in the day beside it on the schedules.',
  },
  {
    key: 'hideLiveSchedule',
    label: 'Hide live schedule',
    description: 'Keeps the schedule off the public live view.',
  },
  {
    key: 'hideLevelIcons',
    label: 'Hide level icons',
    description: 'Leaves out the level icons shown beside event names.',
  },
  {
    key: 'highlightOtherRoundsInEvent',
    label: 'Highlight other rounds in event',
    description: 'Tints the other rounds of the same event when you point at or focus a round.',
  },
  {
    key: 'hideClearRoundsButton',
    label: 'Hide Clear rounds',
    description: 'Removes the action that clears an event’s rounds from the event schedule.',
  },
  {
    key: 'hideGenerateRoundsButton',
    label: 'Hide Generate rounds',
    description: 'Removes the buttons that generate an event’s rounds from the event schedule.',
  },
  {
    key: 'dontReorderAfterAddRemoveRounds',
    label: 'Don’t re-index after adding or removing rounds',
    description:
      'Keeps schedule numbers as they are (an extra round stays at x.5) instead of renumbering.',
  },
  {
    key: 'cascadeCheckin',
    label: 'Cascade check-in',
    description: 'Checking a couple in also checks them in for their later rounds that day.',
  },
  {
    key: 'autoAssignTimes',
    label: 'Assign start times automatically',
    description: 'Recomputes every round’s planned start whenever the schedule changes.',
  },
  {
    key: 'rehearsal',
    label: 'This competition is a rehearsal',
    description:
      'Staff may fill any round with random marks, even one already on the floor. Off: only a round that has not started.',
  },
  {
    key: 'approvalBeforePosting',
    label: 'Approval before posting',
    description:
      'The scrutineer cannot post a round the chairman has not approved. Off: posting only warns.',
  },
  {
    key: 'holdFinalResults',
    label: 'Hold final results until they are revealed on the big screen',
    description:
      'A final posted while this is on keeps its places off phones, /results and the exports: each place shows once the big screen reveals it, or all at once when staff release them at the awards.',
  },
];
