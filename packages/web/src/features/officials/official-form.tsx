import type { Official } from '@floorcraft/domain';
import {
  Alert,
  Autocomplete,
  Button,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useCommand } from '../../lib/api/use-command';
import { MemberField } from './member-field';
import type { MemberSummary } from './member-label';
import {
  checkOfficial,
  newOfficialDraft,
  officialDraftOf,
  OFFICIAL_ROLES,
  type OfficialDraft,
} from './official-draft';
import { PhotoField } from './photo-field';

interface OfficialFormProps {
  slug: string | undefined;
  /** The official being edited, or undefined to add one. */
  editing: Official | undefined;
  existingKeys: readonly string[];
  members: MemberSummary[] | undefined;
  onDone: (savedName: string | undefined) => void;
}

/** Add or edit one official: name, role (offered or typed), bio, photo, member account. */
export function OfficialForm({ slug, editing, existingKeys, members, onDone }: OfficialFormProps) {
  const command = useCommand();
  const [draft, setDraft] = useState<OfficialDraft>(() =>
    editing ? officialDraftOf(editing) : newOfficialDraft(),
  );
  const [problems, setProblems] = useState<string[]>([]);
  const creating = editing === undefined;
  const headingId = 'official-form-title';
  const set = (change: Partial<OfficialDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkOfficial(draft, existingKeys, creating);
    if (!check.ok) {
      setProblems(check.problems);
      return;
    }
    setProblems([]);
    if (await command.run({ type: 'saveOfficial', official: check.official })) {
      onDone(check.official.name);
    }
  };
  const shown = command.refusal ? [...problems, command.refusal] : problems;

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>
            {creating ? 'Add an official' : `Edit ${editing.name}`}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Name"
              required
              value={draft.name}
              onChange={(change) => set({ name: change.currentTarget.value })}
            />
            <Autocomplete
              label="Role"
              required
              description="Pick one or type another. Judge and Chairman of Judges count as judges."
              data={[...OFFICIAL_ROLES]}
              value={draft.role}
              onChange={(role) => set({ role })}
            />
            <TextInput
              label={creating ? 'Key (optional)' : 'Key'}
              description={
                creating
                  ? 'Used in the judge page address; made for you when left empty.'
                  : 'The key cannot be changed.'
              }
              readOnly={!creating}
              value={draft.key}
              onChange={(change) => set({ key: change.currentTarget.value })}
            />
            <MemberField
              userId={draft.userId}
              members={members}
              onChange={(userId) => set({ userId })}
            />
          </SimpleGrid>
          <Textarea
            label="Bio"
            autosize
            minRows={2}
            maxRows={8}
            value={draft.bio}
            onChange={(change) => set({ bio: change.currentTarget.value })}
          />
          <PhotoField
            slug={slug}
            name={draft.name}
            photoURL={draft.photoURL}
            onChange={(photoURL) => set({ photoURL })}
          />
          {shown.length > 0 && (
            <Alert color="red" role="alert" title="The official was not saved">
              <List size="sm">
                {shown.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={command.pending}>
              Save official
            </Button>
            <Button variant="default" onClick={() => onDone(undefined)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
