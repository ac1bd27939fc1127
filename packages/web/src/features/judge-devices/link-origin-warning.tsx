import type { JudgeDevicesAnswer } from '@floorcraft/domain/api';
import { Alert, Text } from '@mantine/core';

/**
 * A standing warning when the server says its links may not reach the
 * tablets: without PUBLIC_URL a QR code names the server's own listening
 * address (often localhost), which a tablet cannot open. Nothing otherwise.
 */
export function LinkOriginWarning({ links }: { links: JudgeDevicesAnswer['links'] }) {
  if (links.warning === null) {
    return null;
  }
  return (
    <Alert
      color="yellow"
      role="note"
      title="Tablets may not reach these QR codes"
      // Mantine's yellow title on the yellow tint is 2.7:1; dark text keeps it AA.
      styles={{ title: { color: 'var(--mantine-color-dark-9)' } }}
    >
      <Text size="sm">{links.warning}</Text>
    </Alert>
  );
}
