import type { Official } from '@floorcraft/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Page, ViewPending } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { useMembers } from '../../lib/api/members';
import { useCommand } from '../../lib/api/use-command';
import { askToConfirm } from '../../lib/confirm/confirm-store';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { OfficialForm } from './official-form';
import { OfficialTable } from './official-table';
import { useAllowed } from '../../lib/session/use-allowed';
import { feedbackOf, FormFooter, type Feedback } from '../../components/form-footer';

/** Which form is open: none, a new official, or one official by key. */
type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; key: string };

/**
 * /admin/officials: judges, chairman, scrutineer and the rest, with photos
 * and bios (shown on the About page), the member account each signs in
 * with, and for judges a way to their tablet link.
 */
export function Component() {
  const routeSlug = useCompetitionSlug();
  const slug = useResolvedSlug();
  const state = useStaffView();
  const refused = useStaffViewError();
  const allowed = useAllowed();
  const command = useCommand();
  const mayReadMembers = allowed('viewMembers');
  const { data: membersAnswer } = useMembers(mayReadMembers ? slug : undefined);
  const members = mayReadMembers ? membersAnswer?.members : undefined;
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  // "Saved X": said when the form closes. Removing is the command's.
  const [feedback, setFeedback] = useState<Feedback>();
  const officialsByKey = state?.metadata.officials;
  const officials = useMemo(
    () => Object.values(officialsByKey ?? {}).sort((a, b) => a.name.localeCompare(b.name)),
    [officialsByKey],
  );
  const edited = editing.mode === 'edit' ? officialsByKey?.[editing.key] : undefined;
  const mayEdit = allowed('saveOfficial');

  const open = (next: Editing) => {
    setFeedback(undefined);
    command.reset();
    setEditing(next);
  };
  const done = (savedName: string | undefined) => {
    command.reset();
    setEditing({ mode: 'closed' });
    setFeedback(savedName ? { ok: true, text: `Saved ${savedName}.` } : undefined);
  };
  const remove = async (official: Official) => {
    setFeedback(undefined);
    command.reset();
    const agreed = await askToConfirm({
      title: `Remove ${official.name} (${official.role}) from the officials?`,
      message: 'They leave the officials list and the public About page.',
      confirmLabel: 'Remove official',
    });
    if (!agreed) {
      return;
    }
    const removed = await command.run(
      { type: 'removeOfficial', key: official.key },
      { success: `Removed ${official.name}.` },
    );
    if (removed && editing.mode === 'edit' && editing.key === official.key) {
      setEditing({ mode: 'closed' });
    }
  };

  return (
    <Page title="Officials">
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && (
        <Stack gap="lg">
          <Text c="gray.7" maw={720}>
            Officials appear on the public About page with their photo and bio. Judges and the
            Chairman of Judges mark on tablets linked on the judge tablets screen.
          </Text>
          {mayEdit && editing.mode === 'closed' && (
            <Group>
              <Button onClick={() => open({ mode: 'add' })}>Add official</Button>
            </Group>
          )}
          {(editing.mode === 'add' || edited) && (
            <OfficialForm
              // A fresh form for each official opened, so no draft carries over.
              key={editing.mode === 'edit' ? `edit:${editing.key}` : 'add'}
              slug={slug}
              editing={edited}
              existingKeys={Object.keys(officialsByKey ?? {})}
              members={members}
              onDone={done}
            />
          )}
          <FormFooter outcome={feedback ?? feedbackOf(command)} />
          <OfficialTable
            officials={officials}
            members={members}
            tabletHref={hrefFor('judgeDevices', routeSlug)}
            onEdit={mayEdit ? (official) => open({ mode: 'edit', key: official.key }) : undefined}
            onRemove={allowed('removeOfficial') ? (official) => void remove(official) : undefined}
          />
        </Stack>
      )}
    </Page>
  );
}
