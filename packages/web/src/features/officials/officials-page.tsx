import type { Official } from '@floorcraft/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Page, ViewPending } from '../../components/page';
import { hrefFor } from '../../config/paths';
import { competitionApi } from '../../lib/api/api-client';
import { sentence } from '../../lib/api/api-error';
import { useApiResource } from '../../lib/api/use-api-resource';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import type { MembersAnswer } from './members-answer';
import { OfficialForm } from './official-form';
import { OfficialTable } from './official-table';
import { useAllowed } from '../../lib/session/use-allowed';
import { useSendCommand } from './use-send-command';

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
  const send = useSendCommand();
  const mayReadMembers = allowed('viewMembers');
  const { data: membersAnswer } = useApiResource<MembersAnswer>(
    slug && mayReadMembers ? `${competitionApi(slug)}/members` : undefined,
  );
  const members = mayReadMembers ? membersAnswer?.members : undefined;
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [feedback, setFeedback] = useState<{ ok: boolean; text: string }>();
  const officialsByKey = state?.metadata.officials;
  const officials = useMemo(
    () => Object.values(officialsByKey ?? {}).sort((a, b) => a.name.localeCompare(b.name)),
    [officialsByKey],
  );
  const edited = editing.mode === 'edit' ? officialsByKey?.[editing.key] : undefined;
  const mayEdit = allowed('saveOfficial');

  const open = (next: Editing) => {
    setFeedback(undefined);
    setEditing(next);
  };
  const done = (savedName: string | undefined) => {
    setEditing({ mode: 'closed' });
    setFeedback(savedName ? { ok: true, text: `Saved ${savedName}.` } : undefined);
  };
  const remove = async (official: Official) => {
    setFeedback(undefined);
    if (!window.confirm(`Remove ${official.name} (${official.role}) from the officials?`)) {
      return;
    }
    const outcome = await send({ type: 'removeOfficial', key: official.key });
    setFeedback(
      outcome.ok
        ? { ok: true, text: `Removed ${official.name}.` }
        : { ok: false, text: sentence(outcome.message) },
    );
    if (outcome.ok && editing.mode === 'edit' && editing.key === official.key) {
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
          {feedback && (
            <Alert color={feedback.ok ? 'green' : 'red'} role={feedback.ok ? 'status' : 'alert'}>
              {feedback.text}
            </Alert>
          )}
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
