import { Badge, Group, Text } from '@mantine/core';
import type { PublicMetadata } from '@floorcraft/domain';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** One line on where registration stands, from `registrationStatus` and the closing date. */
export function RegistrationStatusLine({ metadata }: { metadata: PublicMetadata }) {
  const closes = metadata.dateRegistrationClosed
    ? longDate.format(new Date(metadata.dateRegistrationClosed))
    : undefined;
  const status = {
    EARLY: {
      badge: 'Early registration',
      text: closes
        ? `Early-bird prices now; registration closes ${closes}.`
        : 'Early-bird prices now.',
    },
    OPEN: {
      badge: 'Registration open',
      text: closes ? `Registration closes ${closes}.` : 'Registration is open.',
    },
    CLOSED: { badge: 'Registration closed', text: 'Registration has closed.' },
  }[metadata.registrationStatus];
  return (
    <Group gap="sm">
      <Badge
        color={metadata.registrationStatus === 'CLOSED' ? 'gray.7' : 'green.9'}
        variant="filled"
        size="lg"
      >
        {status.badge}
      </Badge>
      <Text c="gray.8">{status.text}</Text>
    </Group>
  );
}
