import type { FloorState } from '../floor/state';
import type { MetadataState } from '../metadata/state';
import type { OutgoingMessage } from '../messages/state';
import type { Registration } from '../registration/state';
import type { ScoringState } from '../scoring/state';
import type { SetupState } from '../setup/state';

// Every area's fields join the kernel's state here, the one place that lists the areas.
declare module '../competition/state' {
  interface CompetitionState extends MetadataState, SetupState, ScoringState {
    /** Fees, the registrar's accounts and payments, competitor codes and the TBA list (ADR 019). */
    registration: Registration;
    /** The floor staff's live state: the heat called, heats ready, notes, the big screen (issue 14). */
    floor: FloorState;
    /**
     * Messages staff mailed to entrants, by id (issue 25 item 8); the registrar's view only.
     * Absent in snapshots from before them.
     */
    messages?: Record<string, OutgoingMessage>;
  }
}

export { STATE_FORMAT, type CompetitionState } from '../competition/state';
