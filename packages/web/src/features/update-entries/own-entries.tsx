import { PLACEHOLDER_NUMBER, type OwnRegistration, type PublicView } from '@floorcraft/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { TbaPlace } from './tba-place';
import type { Registrant } from './use-registrant';

interface OwnEntriesProps {
  registrant: Registrant;
  own: OwnRegistration;
  view: PublicView;
  /** Registration is open: entries may be dropped and TBA places filled. */
  editable: boolean;
}

/** The dancer's entries (with their partner and number) and TBA places, each droppable. */
export function OwnEntries({ registrant, own, view, editable }: OwnEntriesProps) {
  const { change, changing } = registrant;
  const drop = (eventName: string) =>
    change(
      { type: 'changeEntries', competitorId: own.dancer.id, drop: [eventName] },
      { where: eventName, success: `Dropped ${eventName}.` },
    );
  // Older servers' pages have no waitlist.
  const waitlisted = own.waitlisted ?? [];
  const nothing = own.entries.length === 0 && own.seeking.length === 0 && waitlisted.length === 0;
  return (
    <Stack gap="sm">
      <Title order={2}>Your entries</Title>
      {nothing && <Text c="gray.8">You are not entered in any event.</Text>}
      {own.entries.map((entry) => (
        <Paper key={entry.entryId} withBorder p="sm" aria-label={entry.eventName} role="group">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{entry.eventName}</Text>
              <Text size="sm" c="gray.8">
                {entry.role === 'lead' ? 'You lead' : 'You follow'} · with {entry.partnerName}
                {entry.leadNumber !== PLACEHOLDER_NUMBER && ` · number ${entry.leadNumber}`}
              </Text>
            </div>
            {editable && (
              <Button
                variant="default"
                size="xs"
                aria-label={`Drop ${entry.eventName}`}
                loading={changing.pending}
                onClick={() => void drop(entry.eventName)}
              >
                Drop
              </Button>
            )}
          </Group>
          {changing.refusals.get(entry.eventName) && (
            <Alert color="red" role="alert" mt="xs">
              {changing.refusals.get(entry.eventName)}
            </Alert>
          )}
        </Paper>
      ))}
      {waitlisted.map((place) => (
        <Paper key={place.eventName} withBorder p="sm" aria-label={place.eventName} role="group">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <div>
              <Text fw={600}>{place.eventName}</Text>
              <Text size="sm" c="gray.8">
                Waitlisted, position {place.position} · with {place.partnerName} · not charged until
                a place frees and you are entered
              </Text>
            </div>
            {editable && (
              <Button
                variant="default"
                size="xs"
                aria-label={`Leave the waitlist of ${place.eventName}`}
                loading={changing.pending}
                onClick={() => void drop(place.eventName)}
              >
                Leave the waitlist
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      {own.seeking.map((seeking) => (
        <TbaPlace
          key={seeking.id}
          seeking={seeking}
          registrant={registrant}
          own={own}
          view={view}
          editable={editable}
          onDrop={() => void drop(seeking.eventName)}
        />
      ))}
    </Stack>
  );
}
