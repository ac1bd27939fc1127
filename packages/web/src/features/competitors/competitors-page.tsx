import { Button, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Page, ViewPending } from '../../components/page';
import { hrefFor } from '../../config/paths';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { CoupleList } from './couple-list';
import { coupleRows } from './couple-rows';
import { ExportButtons } from './export-buttons';
import { ImportPanel } from './import-panel';
import { UnenteredDancersList } from './unentered-dancers-list';
import { unenteredDancers } from './unentered-dancers';
import { useAllowed } from '../../lib/session/use-allowed';

/**
 * /admin/competitors: every couple with their events and check-in per
 * round; check in, remove, scratch, renumber; CSV import and export.
 */
export function Component() {
  const slug = useCompetitionSlug();
  const state = useStaffView();
  const refused = useStaffViewError();
  const allowed = useAllowed();
  const events = state?.events;
  const competitors = state?.competitors;
  const couples = useMemo(
    () => (events && competitors ? coupleRows(events, competitors) : []),
    [events, competitors],
  );
  const alone = useMemo(
    () => (events && competitors ? unenteredDancers(events, competitors) : []),
    [events, competitors],
  );

  return (
    <Page title="Competitors">
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && (
        <Stack gap="xl">
          <Group justify="space-between">
            {allowed('registerCouple') && (
              <Button component={Link} to={hrefFor('addCompetitor', slug)}>
                Add competitor
              </Button>
            )}
            <ExportButtons state={state} />
          </Group>
          <Stack gap="sm">
            <Title order={2} size="h3">
              Couples
            </Title>
            <CoupleList
              couples={couples}
              events={state.events}
              competitors={state.competitors}
              affiliations={state.affiliations}
            />
          </Stack>
          {allowed('importCouples') && (
            <Stack gap="sm">
              <Title order={2} size="h3">
                Import couples from CSV
              </Title>
              <ImportPanel state={state} />
            </Stack>
          )}
          <Stack gap="sm">
            <Title order={2} size="h3">
              Dancers without entries
            </Title>
            <UnenteredDancersList dancers={alone} mayRemove={allowed('removeCompetitor')} />
          </Stack>
        </Stack>
      )}
    </Page>
  );
}
