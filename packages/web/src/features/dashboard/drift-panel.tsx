import type { DayEnd, ScheduleEstimate } from '@floorcraft/domain';
import { Group, List, Text } from '@mantine/core';
import { ToneBadge } from '../../components/tone-badge';
import { driftText, driftTone } from './drift';
import { Panel } from './panel';
import { dayName, timeOf } from './venue-time';

interface DriftPanelProps {
  estimate: ScheduleEstimate;
  /** The round the delay was read from, as "Event — Round", when there is one. */
  basedOnLabel: string | undefined;
  ends: DayEnd[];
}

/** How far the day runs from its plan, read from which round, and when each day now ends. */
export function DriftPanel({ estimate, basedOnLabel, ends }: DriftPanelProps) {
  const { delayMinutes, basedOn } = estimate;
  const based = basedOn === undefined ? undefined : estimate.rounds[basedOn];
  return (
    <Panel title="Schedule">
      {delayMinutes === undefined ? (
        <Text c="gray.8">No round has started on its planned day yet: the day runs to plan.</Text>
      ) : (
        <Group gap="xs">
          <ToneBadge tone={driftTone(delayMinutes)}>{driftText(delayMinutes)}</ToneBadge>
          {based?.startedAt !== undefined && (
            <Text size="sm" c="gray.8">
              Based on {basedOnLabel}: planned {timeOf(based.planned)}, started{' '}
              {timeOf(based.startedAt)}
            </Text>
          )}
        </Group>
      )}
      {ends.length > 0 && (
        <List spacing={4} listStyleType="none" aria-label="End of each day">
          {ends.map((end) => (
            <List.Item key={end.date}>
              <Text size="sm">
                <strong>{dayName(end.date)}</strong>: planned to end {timeOf(end.plannedEnd)}
                {end.current && <>, now expected {timeOf(end.projectedEnd)}</>}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Panel>
  );
}
