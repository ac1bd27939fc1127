import { Button, Group, Stack, Text } from '@mantine/core';
import { useCommand } from '../../lib/api/use-command';
import { askToConfirm } from '../../lib/confirm/confirm-store';
import { feedbackOf, FormFooter } from '../../components/form-footer';

interface ArchiveSectionProps {
  fullName: string;
  archived: boolean;
}

/**
 * The owner closes the season (issue 25 item 2): archiving makes the competition read-only
 * (its results stay public, the index lists it among the past); un-archiving opens it to
 * changes again. Each asks first, in the app's dialog.
 */
export function ArchiveSection({ fullName, archived }: ArchiveSectionProps) {
  const command = useCommand();
  const archive = async () => {
    const agreed = await askToConfirm({
      title: `Archive ${fullName}?`,
      message:
        'It becomes read-only: nobody can register, change the setup or enter marks until its owner un-archives it. Its results stay public.',
      confirmLabel: 'Archive competition',
    });
    if (agreed) {
      await command.run({ type: 'archiveCompetition' }, { success: 'Archived: read-only.' });
    }
  };
  const unarchive = async () => {
    const agreed = await askToConfirm({
      title: `Un-archive ${fullName}?`,
      message: 'Its members can change it again, as before it was archived.',
      confirmLabel: 'Un-archive competition',
    });
    if (agreed) {
      await command.run(
        { type: 'unarchiveCompetition' },
        { success: 'Un-archived: it can be changed again.' },
      );
    }
  };
  return (
    <Stack gap="sm">
      <Text size="sm">
        {archived
          ? 'This competition is archived: read-only, its results still public.'
          : 'Once the season is over, archive it: it becomes read-only and its results stay public.'}
      </Text>
      <Group>
        {archived ? (
          <Button variant="default" onClick={() => void unarchive()} loading={command.pending}>
            Un-archive
          </Button>
        ) : (
          <Button
            color="red"
            variant="outline"
            onClick={() => void archive()}
            loading={command.pending}
          >
            Archive
          </Button>
        )}
      </Group>
      <FormFooter outcome={feedbackOf(command)} />
    </Stack>
  );
}
