import type { z } from 'zod';
import type { floorCommandSchemas } from './commands';
import type { DecideContext, Decision } from '../competition/decision';
import type { CompetitionState } from '../competition/state';
import { revealNextPlace, setBigScreen } from './big-screen-commands';
import { endBreak, startBreak } from './breaks';
import { releaseFinalResults } from './held-finals';
import { clearFloorNote, sendFloorNote } from './floor-notes';
import { callHeat, setHeatReady } from './heat-calls';

/** A command of this area, as its own schemas define it. */
export type FloorCommand = z.infer<(typeof floorCommandSchemas)[number]>;

/** Decides the floor staff's commands (issue 14). Authorization is checked before (`access/`). */
export function decideFloor(
  state: CompetitionState,
  command: FloorCommand,
  context: DecideContext,
): Decision {
  switch (command.type) {
    case 'callHeat':
      return callHeat(state, command, context);
    case 'setHeatReady':
      return setHeatReady(state, command, context);
    case 'sendFloorNote':
      return sendFloorNote(state, command, context);
    case 'clearFloorNote':
      return clearFloorNote(state, command.id);
    case 'setBigScreen': {
      const { type: _type, ...patch } = command;
      return setBigScreen(state, patch, context);
    }
    case 'revealNextPlace':
      return revealNextPlace(state, context);
    case 'releaseFinalResults':
      return releaseFinalResults(state, command.eventName);
    case 'startBreak':
      return startBreak(state, command.eventName, context);
    case 'endBreak':
      return endBreak(state, command.eventName, context);
  }
}
