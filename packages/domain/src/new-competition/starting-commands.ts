import type { Command } from '../composition/command';
import type { CompetitionStart, NewCompetitionDetails } from './competition-start';
import { collegiateTemplate } from './collegiate-template';
import { copyStart } from './copy-start';
import { emptyStart } from './empty-start';

/**
 * The commands that make a new competition, createCompetition first, for
 * each start: empty, the collegiate template, or a copy of an earlier
 * competition. Decided in order on no state, every one is accepted; the
 * caller runs them all or stores none (issue 25: nothing half-made).
 */
export function startingCommands(
  start: CompetitionStart,
  details: NewCompetitionDetails,
): Command[] {
  switch (start.from) {
    case 'empty':
      return emptyStart(details);
    case 'collegiate':
      return collegiateTemplate(details);
    case 'copy':
      return copyStart(start.source, details);
  }
}
