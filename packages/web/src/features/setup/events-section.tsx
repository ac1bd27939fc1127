import type { DanceEvent } from '@floorcraft/domain';
import { Button, Group } from '@mantine/core';
import { useMemo, useState } from 'react';
import { sentence } from '../../lib/api/api-error';
import { EventForm } from './event-form';
import { eventRows } from './event-rows';
import { EventTable } from './event-table';
import { FormFeedback, type Feedback } from './form-feedback';
import { useSendCommand } from './use-send-command';

/** Which form is open: none, a new event, or one event by name. */
type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; name: string };

interface EventsSectionProps {
  events: Readonly<Record<string, DanceEvent>>;
  mayEdit: boolean;
  mayDelete: boolean;
}

/** The events: list, create, edit and delete (the server refuses deleting marked events). */
export function EventsSection({ events, mayEdit, mayDelete }: EventsSectionProps) {
  const send = useSendCommand();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [feedback, setFeedback] = useState<Feedback>();
  const rows = useMemo(() => eventRows(events), [events]);
  const names = useMemo(() => Object.keys(events), [events]);
  const edited = editing.mode === 'edit' ? events[editing.name] : undefined;

  const remove = async (name: string) => {
    setFeedback(undefined);
    const couples = Object.keys(events[name]?.entries ?? {}).length;
    const question =
      couples > 0
        ? `Delete the event "${name}"? Its ${couples} entries and its rounds are deleted with it.`
        : `Delete the event "${name}"?`;
    if (!window.confirm(question)) {
      return;
    }
    const outcome = await send({ type: 'removeEvent', eventName: name });
    setFeedback(
      outcome.ok
        ? { ok: true, text: `Deleted the event "${name}".` }
        : { ok: false, text: sentence(outcome.message) },
    );
    if (outcome.ok && editing.mode === 'edit' && editing.name === name) {
      setEditing({ mode: 'closed' });
    }
  };

  const done = (savedName: string | undefined) => {
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
      <FormFeedback feedback={feedback} />
      <EventTable
        rows={rows}
        onEdit={
          mayEdit
            ? (name) => {
                setFeedback(undefined);
                setEditing({ mode: 'edit', name });
              }
            : undefined
        }
        onDelete={mayDelete ? (name) => void remove(name) : undefined}
      />
    </>
  );
}
