import { Code, Text } from '@mantine/core';

/**
 * The round's tamper-evident mark record as posted (issue 15): the head hash
 * of its card changes. Printed on the sheet so anyone holding a copy can ask
 * the organizer to run `verify` and compare; the full hash is in the title
 * and selectable, the first 16 hex digits are enough to compare by eye.
 */
export function MarkRecord({ hash }: { hash: string }) {
  return (
    <Text size="sm">
      Mark record: <Code title={hash}>{hash.slice(0, 16)}…</Code>
    </Text>
  );
}
