import type { DanceEvent } from '@floorcraft/domain';
import { Alert, Badge, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { CoupleRow } from './couple-rows';
import { EnterEventControl } from './enter-event-control';
import { EntryLine, type EntryActions } from './entry-line';
import { LeadNumberEditor } from './lead-number-editor';

interface CoupleCardProps {
  couple: CoupleRow;
  events: Record<string, DanceEvent>;
  actions: EntryActions;
  pending: ReadonlyMap<string, boolean>;
  mayRenumber: boolean;
  /** The last refusal of an action on this couple, if any. */
  problem: string | undefined;
  /** Enters the couple in one more event; undefined when the role may not. */
  onEnter: ((eventName: string) => void) | undefined;
  /** Opens the dancers' details to correct; undefined when the role may not. */
  onEdit: (() => void) | undefined;
}

/** A couple in the competitors list: number, names, school, and each event they entered. */
export function CoupleCard({
  couple,
  events,
  actions,
  pending,
  mayRenumber,
  problem,
  onEnter,
  onEdit,
}: CoupleCardProps) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="wrap">
            {couple.numbers.map((number) => (
              <Badge key={number} size="lg" variant="light" aria-label={`Number ${number}`}>
                {number}
              </Badge>
            ))}
            <Text fw={600}>
              {couple.leadName} &amp; {couple.followName}
            </Text>
            <Text size="sm" c="gray.7">
              {couple.schools.join(' / ')}
            </Text>
          </Group>
          <Group gap="xs" wrap="wrap">
            {onEdit && (
              <Button
                size="xs"
                variant="default"
                onClick={onEdit}
                aria-label={`Edit dancers ${couple.leadName} & ${couple.followName}`}
              >
                Edit dancers
              </Button>
            )}
            {mayRenumber && (
              <LeadNumberEditor
                events={events}
                leadId={couple.leadId}
                leadName={couple.leadName}
                current={couple.numbers[0]}
              />
            )}
          </Group>
        </Group>
        <Divider />
        {couple.entries.map((entry) => (
          <EntryLine
            key={`${entry.eventName}|${entry.entryId}`}
            couple={couple}
            entry={entry}
            actions={actions}
            pending={pending}
          />
        ))}
        {onEnter && <EnterEventControl couple={couple} events={events} onEnter={onEnter} />}
        {problem && (
          <Alert color="red" role="alert" p="xs">
            {problem}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
