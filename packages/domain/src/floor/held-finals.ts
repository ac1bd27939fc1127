import { accept, refuse, type Decision } from '../competition/decision';
import type { SavedRoundResult } from '../competition/dance-event';
import type { CompetitionState } from '../competition/state';
import type { DomainEvent } from '../competition/events';
import type { FloorState, HeldFinal } from './state';

/**
 * The final of `eventName` while its places are held back from the public
 * (issue 25 item 12, ADR 029): how many it places and how many are out.
 * Undefined once every place is out, or when it was never held. Reads the
 * public part of the floor, so spectators' pages ask it too.
 */
export function heldFinal(
  view: { floor: Pick<FloorState, 'heldFinals'> },
  eventName: string,
): HeldFinal | undefined {
  return view.floor.heldFinals[eventName];
}

/**
 * The couples (lead numbers) of a final's placing that the reveal has shown:
 * the last `revealed` of the placing, as the big screen walks it from last
 * place up to 1st (ties in number order, like the screen's rows).
 */
export function revealedCouples(
  placements: SavedRoundResult['placements'],
  revealed: number,
): Set<number> {
  const order = Object.entries(placements)
    .map(([number, place]) => ({ number: Number(number), place }))
    .sort((a, b) => a.place - b.place || a.number - b.number);
  const shown = Math.max(0, Math.min(revealed, order.length));
  return new Set(order.slice(order.length - shown).map(({ number }) => number));
}

/**
 * The events that hold a final being posted under `holdFinalResults`: its
 * places stay off the public view until revealed or released.
 */
export function holdOnPosting(
  state: CompetitionState,
  eventName: string,
  placements: SavedRoundResult['placements'],
): DomainEvent[] {
  return state.settings.holdFinalResults
    ? [
        {
          type: 'FinalHeld',
          eventName,
          held: { places: Object.keys(placements).length, revealed: 0 },
        },
      ]
    : [];
}

/**
 * The events that follow the big screen's reveal reaching `revealed` places
 * of a held final: the public sees as many (never fewer than before), and
 * the whole final once the 1st place is shown.
 */
export function heldAfterReveal(
  state: CompetitionState,
  eventName: string,
  revealed: number,
): DomainEvent[] {
  const held = heldFinal(state, eventName);
  if (!held || revealed <= held.revealed) {
    return [];
  }
  return revealed >= held.places
    ? [{ type: 'FinalReleased', eventName }]
    : [{ type: 'FinalHeld', eventName, held: { ...held, revealed } }];
}

/**
 * Staff release a held final's places at the awards, when it was announced
 * without the big screen: phones and `/results` show it whole from now.
 */
export function releaseFinalResults(state: CompetitionState, eventName: string): Decision {
  if (!heldFinal(state, eventName)) {
    return refuse(`eventName: the final of "${eventName}" is not held back: its places are out`);
  }
  return accept({ type: 'FinalReleased', eventName });
}

/** Turning `holdFinalResults` off releases every final it still holds: nothing stays hidden for good. */
export function releasedWithSetting(
  state: CompetitionState,
  holdFinalResults?: boolean,
): DomainEvent[] {
  return holdFinalResults === false
    ? Object.keys(state.floor.heldFinals).map((eventName) => ({
        type: 'FinalReleased' as const,
        eventName,
      }))
    : [];
}
