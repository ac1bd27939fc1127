import type { BigScreenContent, BigScreenMode, FloorContent } from '@floorcraft/domain';

/** "Semi-Final · Quickstep · Heat 2 of 3": the round, the dance and the heat, as far as called. */
export function floorLine(content: FloorContent): string {
  return [
    content.roundName,
    content.dance,
    content.heat && `Heat ${content.heat.number} of ${content.heat.of}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

const modeNames: Record<BigScreenMode, string> = {
  auto: 'Auto',
  floor: 'Floor',
  recalls: 'Recalls',
  final: 'Final',
  upcoming: 'Upcoming',
  welcome: 'Welcome',
};

/** What the screen shows, in one sentence for the controller: "Auto: the recalls of …". */
export function showingNow(mode: BigScreenMode, content: BigScreenContent): string {
  return `${modeNames[mode]}: ${contentWords(content)}`;
}

function contentWords(content: BigScreenContent): string {
  switch (content.kind) {
    case 'floor':
      return content.item
        ? `the floor, ${content.eventName}`
        : `the floor, ${content.eventName} ${floorLine(content)}`;
    case 'recalls':
      return `the recalls of ${content.eventName} ${content.roundName}`;
    case 'final':
      return `the final of ${content.eventName}, ${content.revealed} of ${content.total} places shown`;
    case 'upcoming':
      return `the next ${content.rounds.length === 1 ? 'round' : `${content.rounds.length} rounds`}`;
    case 'welcome':
      return 'the welcome screen';
  }
}
