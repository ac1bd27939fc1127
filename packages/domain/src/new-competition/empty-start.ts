import { STANDING_AFFILIATIONS } from '../competition/affiliations';
import type { Command } from '../composition/command';
import type { NewCompetitionDetails } from './competition-start';
import { creationCommand, freeFeeSchedule } from './creation-command';

/**
 * An empty competition: the details and nothing else. No events, officials
 * or pages; no demo schools, only Independent and Other; the currency in a
 * fee schedule that charges nothing yet.
 */
export function emptyStart(details: NewCompetitionDetails): Command[] {
  return [
    creationCommand(details),
    freeFeeSchedule(details.currency),
    { type: 'setAffiliations', affiliations: [...STANDING_AFFILIATIONS] },
  ];
}
