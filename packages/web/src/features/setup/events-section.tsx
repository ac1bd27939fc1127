import type { DanceEvent } from '@floorcraft/domain';
import { Button, Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { EventForm } from './event-form';
import { eventRows } from './event-rows';
import { EventTable } from './event-table';
import { useCommand } from '../../lib/api/use-command';
import { askToConfirm } from '../../lib/confirm/confirm-store';
import { feedbackOf, FormFooter, type Feedback } from '../../components/form-footer';

/** Which form is open: none, a new event, or one event by name. */
type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; name: string };

interface EventsSectionProps {
  events: Readonly<Record<string, DanceEvent>>;
  mayEdit: boolean;
  mayDelete: boolean;
}

/** The events: list, create, edit and delete (the server refuses deleting marked events). */
export function EventsSection({ events, mayEdit, mayDelete }: EventsSectionProps) {
  const command = useCommand();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  // "Saved the event": said by the form when it closes. Deleting is the command's.
  const [feedback, setFeedback] = useState<Feedback>();
  const rows = useMemo(() => eventRows(events), [events]);
  const names = useMemo(() => Object.keys(events), [events]);
  const edited = editing.mode === 'edit' ? events[editing.name] : undefined;

  const remove = async (name: string) => {
    setFeedback(undefined);
    command.reset();
    const couples = Object.keys(events[name]?.entries ?? {}).length;
    const agreed = await askToConfirm({
      title: `Delete the event "${name}"?`,
      message:
        couples > 0
          ? `Its ${couples} entries and its rounds are deleted with it.`
          : 'It has no entries yet.',
      confirmLabel: 'Delete event',
    });
    if (!agreed) {
      return;
    }
    const deleted = await command.run(
      { type: 'removeEvent', eventName: name },
      { success: `Deleted the event "${name}".` },
    );
    if (deleted && editing.mode === 'edit' && editing.name === name) {
      setEditing({ mode: 'closed' });
    }
  };

  const done = (savedName: string | undefined) => {
    command.reset();
    setEditing({ mode: 'closed' });
    setFeedback(savedName ? { ok: true, text: `Saved the event "${savedName}".` } : undefined);
  };

  return (
    <>
      {mayEdit && editing.mode === 'closed' && (
        <Group>
          <Button
            onClick={() => {
              setFeedback(undefined);
              command.reset();
              setEditing({ mode: 'create' });
            }}
          >
            Create event
          </Button>
        </Group>
      )}
      {(editing.mode === 'create' || edited) && (
        <EventForm
          // A fresh form for each event opened, so no draft carries over.
          key={editing.mode === 'edit' ? `edit:${editing.name}` : 'create'}
          editing={edited}
          existingNames={names}
          onDone={done}
        />
      )}
      <FormFooter outcome={feedback ?? feedbackOf(command)} />
      <EventTable
        rows={rows}
        onEdit={
          mayEdit
            ? (name) => {
                setFeedback(undefined);
                command.reset();
                setEditing({ mode: 'edit', name });
              }
            : undefined
        }
        onDelete={mayDelete ? (name) => void remove(name) : undefined}
      />
    </>
  );
}
