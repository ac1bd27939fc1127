import type { Official } from './metadata';

/** Spec §3: officials whose role is Judge or Chairman of Judges count as judges. */
export function isJudge(official: Official): boolean {
  return /^(judge|chairman of judges)$/i.test(official.role.trim());
}

/**
 * Whether the official's role is Judge itself: the default panel of a round
 * made since issue 25 (the chairman of judges marks only when chosen).
 */
export function judgesByRole(official: Official): boolean {
  return /^judge$/i.test(official.role.trim());
}

/** The competition's judges, by name. */
export function judgesOf(officials: Readonly<Record<string, Official>>): Official[] {
  return Object.values(officials)
    .filter(isJudge)
    .sort((a, b) => a.name.localeCompare(b.name));
}
