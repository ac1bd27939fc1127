import type { RoundTiming } from '@floorcraft/domain';
import { expectedTimeParts } from './expected-time-text';

interface ExpectedTimeProps {
  /** The round's entry in the domain's `scheduleEstimate` (or `judgeEstimate`). */
  timing: RoundTiming | undefined;
  /** Name the day too ("Sat 10 Apr 10:12"): the competition spans days. */
  withDay?: boolean;
  /** Shown when the round has no planned time. */
  fallback?: string;
  className?: string;
}

/**
 * A round's start as every screen shows it (issue 14: /live, the MC, the
 * deck captain, the judge's "coming up", the dancers' pages): "10:12" when
 * on time, "planned 10:12, now about 10:31" when the floor runs late or
 * ahead (the expected time in bold), "started 10:15" once started. The
 * words are `expectedTimeText`'s, so a screen reader hears the same.
 */
export function ExpectedTime({
  timing,
  withDay = false,
  fallback = '—',
  className,
}: ExpectedTimeProps) {
  const parts = expectedTimeParts(timing, withDay);
  if (parts.started) {
    return <span className={className}>started {parts.started}</span>;
  }
  if (parts.expected) {
    return (
      <span className={className}>
        planned {parts.planned}, <strong>now about {parts.expected}</strong>
      </span>
    );
  }
  return <span className={className}>{parts.planned || fallback}</span>;
}
