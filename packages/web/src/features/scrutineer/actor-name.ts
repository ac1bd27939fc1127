import type { CompetitionState } from '@floorcraft/domain';

/**
 * Who made a change, from the event log's actor label: a judge's tablet,
 * you, an official with a linked account, another staff member, or the
 * operator (API token or admin CLI).
 */
export function actorName(
  label: string,
  state: CompetitionState,
  me: { id: string; name: string } | undefined,
): string {
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
    return official ? official.name : `staff member ${userId.slice(0, 8)}`;
  }
  if (kind === 'system') {
    return 'the operator';
  }
  return label;
}
