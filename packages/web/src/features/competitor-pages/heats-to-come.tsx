import type { HeatToCome, ScheduleEstimate } from '@floorcraft/domain';
import { ExpectedTime } from '../../widgets/expected-time/expected-time';
import {
  expectedTimeParts,
  expectedTimeText,
  scheduleSentence,
} from '../../widgets/expected-time/expected-time-text';
import { statusText } from './round-status';

interface HeatsToComeProps {
  heats: readonly HeatToCome[];
  estimate: ScheduleEstimate;
  withDay: boolean;
}

/** "Sat 10 Apr 09:30" → ["Sat 10 Apr", "09:30"]; a time alone has no day. */
function splitDay(label: string): [string, string] {
  return label.length > 5 ? [label.slice(0, -6), label.slice(-5)] : ['', label];
}

type HeatProps = { heat: HeatToCome } & Omit<HeatsToComeProps, 'heats'>;

/**
 * The big time on a heat's card: now, the expected time, or the plan. The
 * large figures are for the eye; a screen reader hears one sentence.
 */
function Clock({ heat, estimate, withDay }: HeatProps) {
  if (heat.status === 'onFloor') {
    return <div className="fc-clock">Now</div>;
  }
  const timing = estimate.rounds[heat.roundId];
  const times = expectedTimeParts(timing, withDay);
  const [plannedDay, plannedTime] = splitDay(times.planned);
  const [expectedDay, expectedTime] = times.expected ? splitDay(times.expected) : ['', ''];
  const day = expectedDay || plannedDay;
  const time = expectedTime || plannedTime;
  const spoken = times.expected
    ? expectedTimeText(timing, withDay)
    : times.planned && `planned ${times.planned}`;
  return (
    <div>
      <div aria-hidden className="fc-clock">
        {time || '—'}
      </div>
      <div aria-hidden className="fc-detail">
        {day && <div>{day}</div>}
        {times.expected ? 'expected' : time && 'planned'}
      </div>
      <span className="fc-visually-hidden">{spoken || 'No time planned'}.</span>
    </div>
  );
}

/**
 * "planned 10:30, now about 10:42" under a card whose clock shows the
 * expected time; hidden from screen readers, which heard it from the clock.
 */
function ExpectedLine({ heat, estimate, withDay }: HeatProps) {
  const timing = estimate.rounds[heat.roundId];
  return expectedTimeParts(timing, withDay).expected ? (
    <div aria-hidden className="fc-detail">
      <ExpectedTime timing={timing} withDay={withDay} />
    </div>
  ) : null;
}

/**
 * The dancer's heats to come, in the order of the day: each round with the
 * couple's heat and number, its planned time and, once the day runs, the
 * time it is now expected (the domain's schedule estimate).
 */
export function HeatsToCome({ heats, estimate, withDay }: HeatsToComeProps) {
  return (
    <section aria-labelledby="heats-to-come" className="fc-section">
      <h2 id="heats-to-come">Heats to come</h2>
      {heats.length === 0 ? (
        <p>No heats to come.</p>
      ) : (
        <>
          <p className="fc-status" role="status">
            {scheduleSentence(estimate)}
          </p>
          <ol className="fc-stacked">
            {heats.map((heat) => (
              <li
                key={heat.roundId}
                className={heat.status === 'onFloor' ? 'fc-heat fc-heat-now' : 'fc-heat'}
              >
                <Clock heat={heat} estimate={estimate} withDay={withDay} />
                <div>
                  <p className="fc-bold">
                    {heat.eventName} · {heat.roundName}
                  </p>
                  <div className="fc-detail">
                    {statusText(heat)}
                    {heat.number !== undefined && ` · number ${heat.number}`}
                  </div>
                  {heat.status !== 'onFloor' && (
                    <ExpectedLine heat={heat} estimate={estimate} withDay={withDay} />
                  )}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
