import { Text, VisuallyHidden } from '@mantine/core';
import { Panel } from './panel';
import { clockText, timelineSummary, type Timeline } from './timeline';
import { timeOf } from './venue-time';

const WIDTH = 480;
const LEFT = 56;
const RIGHT = 20;
const PLANNED = { top: 12, height: 24 };
const ACTUAL = { top: 60, height: 24 };
const AXIS = 96;
const HEIGHT = 118;
/** Late by more than this many minutes draws the start marker in the warning colour. */
const LATE_MINUTES = 5;

/** Colours with at least 3:1 against white (WCAG 1.4.11, non-text contrast). */
const colours = {
  planned: ['#364fc7', '#5c7cfa'],
  onTime: '#2b8a3e',
  late: '#c92a2a',
  connector: '#495057',
  axis: '#495057',
  now: '#c92a2a',
} as const;

/**
 * Today's rounds as a hand-drawn SVG: the planned lane has one bar per round
 * (planned start to planned end), the actual lane a marker at each real
 * start, joined to its plan by a line, so a slant shows the drift. Screen
 * readers get the summary as the image's label and the times as a table.
 */
export function TimelineChart({ timeline }: { timeline: Timeline }) {
  const { from, to, items, ticks, now } = timeline;
  const x = (minutes: number) => LEFT + ((minutes - from) / (to - from)) * (WIDTH - LEFT - RIGHT);
  return (
    <Panel title="Today's timeline">
      <svg
        role="img"
        aria-label={timelineSummary(timeline)}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ display: 'block', maxWidth: WIDTH * 1.5 }}
      >
        <text x={0} y={PLANNED.top + 16} fontSize={12} fill={colours.axis}>
          Planned
        </text>
        <text x={0} y={ACTUAL.top + 16} fontSize={12} fill={colours.axis}>
          Actual
        </text>
        {items.map((item, index) => (
          <rect
            key={item.roundId}
            x={x(item.plannedStart)}
            y={PLANNED.top}
            width={Math.max(1.5, x(item.plannedEnd) - x(item.plannedStart))}
            height={PLANNED.height}
            fill={colours.planned[index % 2]}
          />
        ))}
        {items.map((item) => {
          if (item.actualStart === undefined) {
            return null;
          }
          const late = item.actualStart - item.plannedStart > LATE_MINUTES;
          const at = x(item.actualStart);
          const colour = late ? colours.late : colours.onTime;
          return (
            <g key={item.roundId}>
              <line
                x1={x(item.plannedStart)}
                y1={PLANNED.top + PLANNED.height}
                x2={at}
                y2={ACTUAL.top}
                stroke={colours.connector}
                strokeWidth={1}
              />
              <path d={`M ${at} ${ACTUAL.top} l 6 ${ACTUAL.height} l -12 0 z`} fill={colour} />
            </g>
          );
        })}
        <line x1={LEFT} x2={WIDTH - RIGHT} y1={AXIS} y2={AXIS} stroke={colours.axis} />
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={x(tick)} x2={x(tick)} y1={AXIS} y2={AXIS + 4} stroke={colours.axis} />
            <text x={x(tick)} y={AXIS + 16} fontSize={11} textAnchor="middle" fill={colours.axis}>
              {clockText(tick)}
            </text>
          </g>
        ))}
        <line
          x1={x(now)}
          x2={x(now)}
          y1={PLANNED.top - 6}
          y2={AXIS}
          stroke={colours.now}
          strokeWidth={2}
          strokeDasharray="4 3"
        />
      </svg>
      <Text size="xs" c="gray.8" aria-hidden>
        Bars: planned rounds. Triangles: actual starts (red when more than {LATE_MINUTES} min late).
        Dashed line: now.
      </Text>
      <VisuallyHidden>
        <table>
          <caption>Today&apos;s rounds, planned and actual start</caption>
          <thead>
            <tr>
              <th scope="col">Round</th>
              <th scope="col">Planned</th>
              <th scope="col">Started</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.roundId}>
                <th scope="row">{item.label}</th>
                <td>{timeOf(item.planned)}</td>
                <td>{item.startedAt === undefined ? 'not yet' : timeOf(item.startedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Panel>
  );
}
