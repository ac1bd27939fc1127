import type { StaffView } from '@floorcraft/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useDeferredValue, useMemo } from 'react';
import { Link } from 'react-router';
import { Page, ViewPending } from '../../components/page';
import { hrefFor } from '../../config/paths';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useRegistrarView, useRegistrarViewError } from '../../lib/realtime/use-registrar-view';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { useAllowed } from '../../lib/session/use-allowed';
import { CoupleList } from './couple-list';
import { coupleRows } from './couple-rows';
import { ExportButtons } from './export-buttons';
import { ImportPanel } from './import-panel';
import { PairingPanel } from './pairing-panel';
import { RegistrationsPanel } from './registrations-panel';
import { UnenteredDancersList } from './unentered-dancers-list';
import { unenteredDancers } from './unentered-dancers';

/**
 * /admin/competitors: every couple with their events and check-in per
 * round; check in, remove, scratch, renumber; CSV import and export. Those
 * who keep registrations (owner, admin, registrar) watch the registrar view
 * instead of the staff view (it holds all of it) and also get the
 * registrations with their fees and payments, and the TBA pairing.
 */
export function Component() {
  const allowed = useAllowed();
  return allowed('viewRegistrations') ? <RegistrarCompetitors /> : <StaffCompetitors />;
}

function StaffCompetitors() {
  const state = useStaffView();
  const refused = useStaffViewError();
  return (
    <Page title="Competitors">
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && <CompetitorsScreen state={state} registrar={false} />}
    </Page>
  );
}

function RegistrarCompetitors() {
  const state = useRegistrarView();
  const refused = useRegistrarViewError();
  return (
    <Page title="Competitors">
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && <CompetitorsScreen state={state} registrar />}
    </Page>
  );
}

/** The screen over either view; `registrar` when it is the registrar's, with accounts and payments. */
function CompetitorsScreen({ state, registrar }: { state: StaffView; registrar: boolean }) {
  const slug = useCompetitionSlug();
  const allowed = useAllowed();
  // What is below the registrar's desk (1,500 couples' cards, pairing, import) is rendered in
  // a background render after the first paint (React's deferred value starts from `false`), so
  // the desk opens at once on a large competition and typing or a click interrupts the rest.
  const below = useDeferredValue(true, false);
  const shownBelow = below || !registrar;

  return (
    <Stack gap="xl">
      <Group justify="space-between">
        {allowed('registerCouple') && (
          <Button component={Link} to={hrefFor('addCompetitor', slug)}>
            Add competitor
          </Button>
        )}
        <ExportButtons state={state} registrations={registrar} />
      </Group>
      {registrar && (
        <Stack gap="sm">
          <Title order={2} size="h3">
            Registrations
          </Title>
          <RegistrationsPanel view={state} />
        </Stack>
      )}
      {shownBelow && <BelowTheDesk state={state} />}
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
