import { Badge, Group, Text } from '@mantine/core';
import {
  competitionTimeZone,
  formatInZone,
  registrationIsOpen,
  type PublicMetadata,
} from '@floorcraft/domain';

/**
 * Whether a visitor may register now: the organizers' switch is not on
 * CLOSED and the closing date has not passed (spec §4), as /register and the
 * server decide it.
 */
export function mayRegisterNow(metadata: PublicMetadata, now: string): boolean {
  return metadata.registrationStatus !== 'CLOSED' && registrationIsOpen(now, metadata);
}

/** One line on where registration stands, from `registrationStatus` and the closing date. */
export function RegistrationStatusLine({ metadata }: { metadata: PublicMetadata }) {
  const closes = metadata.dateRegistrationClosed
    ? formatInZone(metadata.dateRegistrationClosed, competitionTimeZone(metadata))
    : undefined;
  const closedByDate = !registrationIsOpen(new Date().toISOString(), metadata);
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
    CLOSED: {
      badge: 'Registration closed',
      text:
        closedByDate && closes ? `Registration closed on ${closes}.` : 'Registration has closed.',
    },
  }[closedByDate ? 'CLOSED' : metadata.registrationStatus];
  const closed = closedByDate || metadata.registrationStatus === 'CLOSED';
  return (
    <Group gap="sm">
      <Badge color={closed ? 'gray.7' : 'green.9'} variant="filled" size="lg">
        {status.badge}
      </Badge>
      <Text c="gray.8">{status.text}</Text>
    </Group>
  );
}
