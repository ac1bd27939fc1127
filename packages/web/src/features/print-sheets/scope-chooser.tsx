import type { CompetitionState } from '@floorcraft/domain';
import { Group, NativeSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { dayName, plannedDays, roundChoices, sessionsOf, type PrintScope } from './scope';

type Mode = 'round' | 'session' | 'day';

const modes: { value: Mode; label: string }[] = [
  { value: 'round', label: 'One round' },
  { value: 'session', label: 'A session' },
  { value: 'day', label: 'A whole day' },
];

interface ScopeChooserProps {
  events: CompetitionState['events'];
  scope: PrintScope;
  onChange: (scope: PrintScope) => void;
}

/**
 * Which rounds to print: one round, a session (the rounds between two
 * breaks) or a whole day. Each choice is written into the URL at once, so
 * the preview below follows and the page can be bookmarked.
 */
export function ScopeChooser({ events, scope, onChange }: ScopeChooserProps) {
  const days = useMemo(() => plannedDays(events), [events]);
  const rounds = useMemo(() => roundChoices(events), [events]);
  const firstDay = days[0] ?? '';
  const day = scope.type === 'session' || scope.type === 'day' ? scope.day : firstDay;
  const sessions = useMemo(() => sessionsOf(events, day), [events, day]);

  const choose = (mode: Mode) => {
    if (mode === 'round') {
      onChange({ type: 'round', roundId: rounds[0]?.value ?? '' });
    } else if (mode === 'session') {
      onChange({ type: 'session', day, session: 1 });
    } else {
      onChange({ type: 'day', day });
    }
  };
  const dayChoice = (
    <NativeSelect
      label="Day"
      data={days.map((value) => ({ value, label: dayName(value) }))}
      value={day}
      onChange={(event) =>
        onChange(
          scope.type === 'session'
            ? { type: 'session', day: event.currentTarget.value, session: 1 }
            : { type: 'day', day: event.currentTarget.value },
        )
      }
    />
  );
  return (
    <Stack gap="sm">
      <Text fw={600} id="print-scope-label">
        Print for
      </Text>
      <SegmentedControl
        aria-labelledby="print-scope-label"
        data={modes}
        value={scope.type === 'none' ? '' : scope.type}
        onChange={(value) => choose(value as Mode)}
        style={{ alignSelf: 'flex-start' }}
      />
      <Group align="flex-end">
        {scope.type === 'round' && (
          <NativeSelect
            label="Round"
            data={rounds}
            value={scope.roundId}
            onChange={(event) => onChange({ type: 'round', roundId: event.currentTarget.value })}
          />
        )}
        {(scope.type === 'session' || scope.type === 'day') && dayChoice}
        {scope.type === 'session' && (
          <NativeSelect
            label="Session"
            data={sessions.map((session) => ({
              value: String(session.number),
              label: session.label,
            }))}
            value={String(scope.session)}
            onChange={(event) =>
              onChange({ type: 'session', day, session: Number(event.currentTarget.value) })
            }
          />
        )}
      </Group>
    </Stack>
  );
}
