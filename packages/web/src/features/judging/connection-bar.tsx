import { Badge, Group, Text } from '@mantine/core';
import { useConnectionStatus } from '../../lib/realtime/use-competition';
import type { OutboxSnapshot } from './outbox-sync';
import { useOnline } from './use-online';

/** The connection in words: the browser's network and the live socket to our server. */
function connectionText(online: boolean, socket: string): [string, string] {
  if (!online) {
    return ['Offline', 'red.9'];
  }
  return socket === 'open'
    ? ['Online · live', 'green.9']
    : ['Connecting to the server…', 'orange.9'];
}

/**
 * Whether this tablet reaches the server, and what waits on it: the judge
 * knows at a glance that marks are safe on the tablet even when offline.
 */
export function ConnectionBar({ outbox }: { outbox: OutboxSnapshot }) {
  const online = useOnline();
  const socket = useConnectionStatus();
  const [text, color] = connectionText(online, socket);
  const waiting = outbox.pending.length;
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      <Badge size="xl" color={color} variant="filled" tt="none" aria-label={`Connection: ${text}`}>
        {text}
      </Badge>
      <Text fz="lg" fw={600} data-testid="outbox-summary">
        {waiting === 0
          ? 'Every card is sent'
          : `${waiting} ${waiting === 1 ? 'card' : 'cards'} saved on this tablet, waiting to send${
              outbox.problem ? `: ${outbox.problem}` : ''
            }`}
      </Text>
    </Group>
  );
}
