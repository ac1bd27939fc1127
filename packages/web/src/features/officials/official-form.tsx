import type { Official } from '@floorcraft/domain';
import {
  Autocomplete,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCommand } from '../../lib/api/use-command';
import { MemberField } from './member-field';
import type { MemberSummary } from './member-label';
import { fieldProblems } from '../../lib/forms/field-problems';
import {
  draftIsJudge,
  newOfficialDraft,
  OFFICIAL_LABELS,
  OFFICIAL_ROLES,
  officialDraftOf,
  officialRules,
  officialToSave,
  type OfficialDraft,
} from './official-draft';
import { PhotoField } from './photo-field';
import { FormFooter } from '../../components/form-footer';

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
  const creating = editing === undefined;
  const form = useForm<OfficialDraft>({
    initialValues: editing ? officialDraftOf(editing) : newOfficialDraft(),
    validate: officialRules(existingKeys, creating),
  });
  const draft = form.getValues();
  const headingId = 'official-form-title';

  const save = async (values: OfficialDraft) => {
    const official = officialToSave(values);
    if (await command.run({ type: 'saveOfficial', official })) {
      onDone(official.name);
    }
  };
  const problems = fieldProblems(form.errors, OFFICIAL_LABELS);
  const shown = command.refusal ? [...problems, command.refusal] : problems;

  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <form onSubmit={form.onSubmit(save)} noValidate aria-labelledby={headingId}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>
            {creating ? 'Add an official' : `Edit ${editing.name}`}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <Autocomplete
              label="Role"
              required
              description="Pick one or type another. Judge and Chairman of Judges count as judges."
              data={[...OFFICIAL_ROLES]}
              {...form.getInputProps('role')}
            />
            <TextInput
              label={creating ? 'Key (optional)' : 'Key'}
              description={
                creating
                  ? 'Used in the judge page address; made for you when left empty.'
                  : 'The key cannot be changed.'
              }
              readOnly={!creating}
              {...form.getInputProps('key')}
            />
            {draftIsJudge(draft) && (
              <TextInput
                label="Letter"
                description="The tablet, the chairman's grid and every sheet show this judge by it. Left empty: the first free letter."
                maxLength={2}
                {...form.getInputProps('letter')}
              />
            )}
            <MemberField
              userId={draft.userId}
              members={members}
              onChange={(userId) => form.setFieldValue('userId', userId)}
            />
          </SimpleGrid>
          <Textarea label="Bio" autosize minRows={2} maxRows={8} {...form.getInputProps('bio')} />
          <PhotoField
            slug={slug}
            name={draft.name}
            photoURL={draft.photoURL}
            onChange={(photoURL) => form.setFieldValue('photoURL', photoURL)}
          />
          <FormFooter problems={shown} title="The official was not saved">
            <Group>
              <Button type="submit" loading={command.pending}>
                Save official
              </Button>
              <Button variant="default" onClick={() => onDone(undefined)}>
                Cancel
              </Button>
            </Group>
          </FormFooter>
        </Stack>
      </form>
    </Paper>
  );
}
