import { Button, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { AffiliationItem } from './affiliation-item';
import {
  addAffiliation,
  removeAffiliation,
  renameAffiliation,
  type ListEdit,
} from './affiliations-list';
import { useCommand } from '../../lib/api/use-command';
import { confirmThen } from '../../lib/confirm/confirm-store';
import { feedbackOf, FormFooter, type Feedback } from '../../components/form-footer';

interface AffiliationsEditorProps {
  stored: readonly string[];
  editable: boolean;
  labelledBy: string;
}

/**
 * The schools and clubs couples may dance for. Each change is saved at once
 * as the whole list (setAffiliations), so the list here is always the live one.
 */
export function AffiliationsEditor({ stored, editable, labelledBy }: AffiliationsEditorProps) {
  const command = useCommand();
  const [newName, setNewName] = useState('');
  // A problem found before sending; the server's answer is the command's.
  const [invalid, setInvalid] = useState<Feedback>();

  /** Saves an edit; resolves true when the list was saved. */
  const save = async (edit: ListEdit, done: string): Promise<boolean> => {
    command.reset();
    if (!edit.ok) {
      setInvalid({ ok: false, text: edit.problem });
      return false;
    }
    setInvalid(undefined);
    return command.run({ type: 'setAffiliations', affiliations: edit.list }, { success: done });
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (await save(addAffiliation(stored, newName), `Added ${newName.trim()}.`)) {
      setNewName('');
    }
  };

  const remove = (index: number) => {
    const name = stored[index] ?? '';
    confirmThen(
      {
        title: `Remove ${name} from the schools and clubs?`,
        message: 'It leaves the list the forms offer; dancers already from it keep it.',
        confirmLabel: 'Remove school or club',
      },
      () => save({ ok: true, list: removeAffiliation(stored, index) }, `Removed ${name}.`),
    );
  };

  return (
    <Stack gap="md">
      {editable && (
        <form onSubmit={(event) => void add(event)} noValidate aria-labelledby={labelledBy}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label="New school or club"
              value={newName}
              onChange={(event) => setNewName(event.currentTarget.value)}
              w={320}
            />
            <Button type="submit" disabled={!newName.trim()}>
              Add
            </Button>
          </Group>
        </form>
      )}
      <FormFooter outcome={invalid ?? feedbackOf(command)} />
      {editable && (
        <Text size="sm" c="gray.7">
          Renaming or removing changes the list offered at registration; dancers already registered
          keep the name they registered with.
        </Text>
      )}
      {stored.length === 0 ? (
        <Text c="gray.7">No schools or clubs yet.</Text>
      ) : (
        <List spacing={4} aria-label="Schools and clubs">
          {stored.map((name, index) => (
            <AffiliationItem
              key={name}
              name={name}
              editable={editable}
              onRename={(next) =>
                save(renameAffiliation(stored, index, next), `Renamed ${name} to ${next.trim()}.`)
              }
              onRemove={() => remove(index)}
            />
          ))}
        </List>
      )}
    </Stack>
  );
}
