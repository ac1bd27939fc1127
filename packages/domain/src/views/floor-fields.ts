import type { FloorState } from '../floor/state';
import { publicly, staffOnly, type FieldTable } from './field-table';

const stamp = { by: staffOnly, at: staffOnly };

/**
 * Who sees the floor (issue 14). The heat on the floor and the big screen
 * are public: spectators' phones and the big screen follow them. The deck
 * captain's notes and ready heats are for the floor staff; who did what (an
 * account's log label) stays with staff too.
 */
export const floorFields = {
  onFloor: {
    eventName: publicly,
    roundNumber: publicly,
    heat: publicly,
    dance: publicly,
    by: staffOnly,
    at: publicly,
  },
  heatsReady: { each: { each: stamp } },
  notes: { each: { id: staffOnly, text: staffOnly, roundId: staffOnly, ...stamp } },
  bigScreen: {
    mode: publicly,
    eventName: publicly,
    roundNumber: publicly,
    revealed: publicly,
    welcomeText: publicly,
    changedAt: publicly,
  },
  // How many places a held final has and how many are out: the public pages say "at the awards"
  // and the big screen counts its reveal from it; the places themselves are `heldFinalsHidden`'s.
  heldFinals: { each: { places: publicly, revealed: publicly } },
} as const satisfies FieldTable<FloorState>;
