import type { DeskView, StaffView } from '@floorcraft/domain';
import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Page, ViewPending } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useDeskView, useDeskViewError } from '../../lib/realtime/use-desk-view';
import { useRegistrarView, useRegistrarViewError } from '../../lib/realtime/use-registrar-view';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { useAllowed } from '../../lib/session/use-allowed';
import { useWhenNear } from '../../lib/use-when-near';
import { CoupleList } from '../../features/couples/couple-list';
import { coupleRows } from '../../features/couples/couple-rows';
import { ExportButtons } from '../../features/couples/export-buttons';
import { ImportPanel } from '../../features/couples/import-panel';
import { PairingPanel } from '../../features/couples/pairing-panel';
import { UnenteredDancersList } from '../../features/couples/unentered-dancers-list';
import { unenteredDancers } from '../../features/couples/unentered-dancers';
import { registrationsDownload } from '../../features/registrar-desk/registrations-csv';
import { RegistrationsPanel } from '../../features/registrar-desk/registrations-panel';

/**
 * /admin/competitors: every couple with their events and check-in per
 * round; check in, remove, scratch, renumber; CSV import and export. Those
 * who keep registrations (owner, admin, registrar) get the registrar's desk
 * first, from the desk view, and the rest over the registrar view instead of
 * the staff view (it holds all of it), with the registrations CSV and the
 * TBA pairing.
 */
export function Component() {
  const allowed = useAllowed();
  // On a root route the roles are known once the default competition is: choosing a view
  // before would start the staff view's megabytes for a registrar, who then leaves them.
  if (useResolvedSlug() === undefined) {
    return (
      <Page title="Competitors">
        <ViewPending loaded={false} refused={undefined} />
      </Page>
    );
  }
  return allowed('viewRegistrations') ? <RegistrarCompetitors /> : <StaffCompetitors />;
}

function StaffCompetitors() {
  const state = useStaffView();
  const refused = useStaffViewError();
  return (
    <Page title="Competitors">
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && <CompetitorsScreen state={state} />}
    </Page>
  );
}

function RegistrarCompetitors() {
  const desk = useDeskView();
  const refused = useDeskViewError();
  return (
    <Page title="Competitors">
      <ViewPending loaded={desk !== undefined} refused={refused} />
      {desk && <RegistrarScreen desk={desk} />}
    </Page>
  );
}

/** The add button, shown to whoever may key in a couple. */
function AddCompetitorButton() {
  const slug = useCompetitionSlug();
  const allowed = useAllowed();
  return allowed('registerCouple') ? (
    <Button component={Link} to={hrefFor('addCompetitor', slug)}>
      Add competitor
    </Button>
  ) : null;
}

/** The staff's screen over the staff view: exports, and the couples with all below the desk. */
function CompetitorsScreen({ state }: { state: StaffView }) {
  return (
    <Stack gap="xl">
      <Group justify="space-between">
        <AddCompetitorButton />
        <ExportButtons state={state} />
      </Group>
      <BelowTheDesk state={state} />
    </Stack>
  );
}

/**
 * The registrar's screen (issue 25 item 9): the desk draws from its own small
 * view (ADR 030). The registrar view, with every couple and round (megabytes
 * on a large competition), is watched only when wanted: once the registrar
 * goes down near the couples, presses "Show the couples", or downloads a
 * file. Loaded with the desk, it held the desk back, and loaded just after,
 * it met the registrar's first click.
 */
function RegistrarScreen({ desk }: { desk: DeskView }) {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  return (
    <Stack gap="xl">
      <Group justify="space-between">
        <AddCompetitorButton />
        <RegistrarExports wanted={wanted} want={want} />
      </Group>
      <Stack gap="sm">
        <Title order={2} size="h3">
          Registrations
        </Title>
        <RegistrationsPanel view={desk} />
      </Stack>
      <RegistrarBelowTheDesk wanted={wanted} want={want} />
    </Stack>
  );
}

interface OnDemand {
  /** Whether the registrar view is wanted yet. */
  wanted: boolean;
  want: () => void;
}

/** The registrar's extra download, a constant so a pressed button stays busy while it waits. */
const registrarDownloads = [registrationsDownload];

/** The downloads, the registrations CSV with them; a download pressed first loads the view. */
function RegistrarExports({ wanted, want }: OnDemand) {
  return (
    <ExportButtons state={useRegistrarView(wanted)} extra={registrarDownloads} onNeedState={want} />
  );
}

/** What is below the desk, over the registrar view, loaded once the registrar comes near it. */
function RegistrarBelowTheDesk({ wanted, want }: OnDemand) {
  const state = useRegistrarView(wanted);
  const refused = useRegistrarViewError();
  const near = useWhenNear(want);
  if (state) {
    return <BelowTheDesk state={state} />;
  }
  if (refused) {
    return <ViewPending loaded={false} refused={refused} />;
  }
  return (
    <Stack gap="sm" ref={near}>
      <Title order={2} size="h3">
        Couples
      </Title>
      {wanted ? (
        <Text c="gray.7" role="status">
          <Loader size="xs" mr="xs" />
          Loading the couples…
        </Text>
      ) : (
        <Group>
          <Button variant="default" onClick={want}>
            Show the couples
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The couples, the TBA pairing, the CSV import and the dancers without entries. */
function BelowTheDesk({ state }: { state: StaffView }) {
  const allowed = useAllowed();
  const { events, competitors } = state;
  const couples = useMemo(() => coupleRows(events, competitors), [events, competitors]);
  const alone = useMemo(() => unenteredDancers(events, competitors), [events, competitors]);
  return (
    <>
      {allowed('pairSeekers') && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            Looking for a partner
          </Title>
          <PairingPanel state={state} />
        </Stack>
      )}
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
    </>
  );
}
