import type { DanceEvent } from '@floorcraft/domain';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useMemo, useState } from 'react';
import { enterableEvents } from './couple-form-model';
import type { CoupleRow } from './couple-rows';

interface EnterEventControlProps {
  couple: CoupleRow;
  events: Record<string, DanceEvent>;
  onEnter: (eventName: string) => void;
}

/**
 * Enters a couple already registered in one more event (a late change at the
 * desk). A native select: it renders once per visible card of a long list.
 */
export function EnterEventControl({ couple, events, onEnter }: EnterEventControlProps) {
  const [eventName, setEventName] = useState('');
  const open = useMemo(() => {
    const entered = new Set(couple.entries.map((entry) => entry.eventName));
    return enterableEvents(Object.values(events), {}).filter((event) => !entered.has(event.name));
  }, [couple.entries, events]);
  if (open.length === 0) {
    return null;
  }
  const names = `${couple.leadName} & ${couple.followName}`;
  return (
    <Group gap="xs" align="end">
      <NativeSelect
        size="xs"
        label="Enter in another event"
        aria-label={`Enter ${names} in another event`}
        value={eventName}
        onChange={(event) => setEventName(event.currentTarget.value)}
        data={[{ value: '', label: 'Choose an event' }, ...open.map((event) => event.name)]}
      />
      <Button
        size="compact-sm"
        variant="light"
        disabled={eventName === ''}
        aria-label={eventName ? `Enter ${names} in ${eventName}` : `Enter ${names}`}
        onClick={() => {
          onEnter(eventName);
          setEventName('');
        }}
      >
        Enter
      </Button>
    </Group>
  );
}
