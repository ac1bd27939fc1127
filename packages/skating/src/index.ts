/**
 * The Skating System: recall tallies for preliminary rounds (Rule 1) and
 * placements for finals (Rules 5–11), with explanations. Pure and without
 * dependencies. The scoring issue builds it; the workspace, lint and test
 * wiring are in place so it slots in.
 */
export const SKATING_RULEBOOK = 'Skating System, Rules 1–11' as const;
