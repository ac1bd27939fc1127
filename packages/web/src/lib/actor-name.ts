import type { CompetitionState } from '@floorcraft/domain';

/** Who the people behind actor labels are, as far as this screen knows. */
export interface People {
  /** The signed-in member. */
  me: { id: string; name: string } | undefined;
  /** The competition's staff by account id (`GET …/staff-names`); empty until loaded. */
  staffNames: Readonly<Record<string, string>>;
}

/**
 * Who made a change, from the event log's actor label: a judge's tablet,
 * you, an official with a linked account, another staff member by name
 * (or a short id once they have left), or the operator (API token or admin CLI).
 */
export function actorName(label: string, state: CompetitionState, people: People): string {
  const { me, staffNames } = people;
  const [kind, ...rest] = label.split(':');
  if (kind === 'judge-device') {
    const judgeKey = rest.at(-1) ?? '';
    return `tablet of ${state.metadata.officials[judgeKey]?.name ?? judgeKey}`;
  }
  if (kind === 'user') {
    const userId = rest.join(':');
    if (me && me.id === userId) {
      return me.name ? `you (${me.name})` : 'you';
    }
    const official = Object.values(state.metadata.officials).find((o) => o.userId === userId);
    return official?.name ?? staffNames[userId] ?? `staff member ${userId.slice(0, 8)}`;
  }
  if (kind === 'system') {
    return 'the operator';
  }
  return label;
}
