import { z } from 'zod';
import { dances } from '../competition/enumerations';
import { recordKeySchema } from '../competition/keys';
import { bigScreenModes } from './state';
import { multiLineText } from '../competition/plain-text';

const eventName = recordKeySchema;
const roundNumber = z.number().int().min(1).max(50);
const heat = z.number().int().min(1, 'heats count from 1').max(100);

/** The floor staff's commands: the MC, the deck captain and the big screen's controller. */
export const floorCommandSchemas = [
  /**
   * Calls a heat onto the floor (and a dance, when named). A round not yet on
   * the floor starts with it (spec §4 roundActualStartTime).
   */
  z.strictObject({
    type: z.literal('callHeat'),
    eventName,
    roundNumber,
    heat,
    dance: z.enum(dances).optional(),
  }),
  /** The deck captain has a heat lined up (or takes that back). */
  z.strictObject({
    type: z.literal('setHeatReady'),
    eventName,
    roundNumber,
    heat,
    ready: z.boolean(),
  }),
  /** A short note to the MC and chairman: "134 missing, coming from the changing room". */
  z.strictObject({
    type: z.literal('sendFloorNote'),
    text: multiLineText()
      .trim()
      .min(1, 'write the note')
      .max(200, 'at most 200 characters: the MC reads it aloud'),
    eventName: eventName.optional(),
    roundNumber: roundNumber.optional(),
  }),
  /** The MC has dealt with a note. */
  z.strictObject({ type: z.literal('clearFloorNote'), id: recordKeySchema }),
  /**
   * The controller's pick for the big screen. A patch: a field left out keeps
   * its value. Picking another round or mode starts a final's reveal again.
   */
  z.strictObject({
    type: z.literal('setBigScreen'),
    mode: z.enum(bigScreenModes).optional(),
    eventName: eventName.optional(),
    roundNumber: roundNumber.optional(),
    welcomeText: multiLineText().trim().max(300, 'at most 300 characters').optional(),
  }),
  /**
   * The MC starts a break (a lunch) on the floor: `/live` and the big screen show it as now
   * (issue 25 item 12), and the estimate reads its real start.
   */
  z.strictObject({ type: z.literal('startBreak'), eventName }),
  /** The MC ends the break: it is over, and the rounds after it are estimated from its real end. */
  z.strictObject({ type: z.literal('endBreak'), eventName }),
  /** Shows the final's next place on the big screen, from last place up to 1st. */
  z.strictObject({ type: z.literal('revealNextPlace') }),
  /**
   * Releases a held final's places to phones and /results at the awards, when it was announced
   * without the big screen (issue 25 item 12, ADR 029).
   */
  z.strictObject({ type: z.literal('releaseFinalResults'), eventName }),
] as const;
