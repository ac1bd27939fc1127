import { roleLabels } from '@floorcraft/domain';
import { Text } from '@mantine/core';
import { Page, ViewPending } from '../../components/page';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useRegistrarView, useRegistrarViewError } from '../../lib/realtime/use-registrar-view';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { useAllowed } from '../../lib/session/use-allowed';
import { useSession } from '../../lib/session/use-session';
import { DayPanels } from './day-panels';
import { RegistrationsPanel } from './registrations-panel';
import { YourScreens } from './your-screens';

/**
 * /admin: the day at a glance for the signed-in member's roles (issue 14),
 * then every screen they may open. Each panel asks only for a view the
 * roles may read: staff roles the staff view, those who keep registrations
 * the registrar view instead (it holds the staff view), mark readers also
 * the scoring view; a judge, who reads none, gets the links alone.
 */
export function Component() {
  const session = useSession();
  const resolved = useResolvedSlug();
  const allowed = useAllowed();
  const held = session?.memberships.find((membership) => membership.slug === resolved)?.roles ?? [];
  return (
    <Page title="Dashboard">
      <Text>
        Signed in as <strong>{session?.user?.email}</strong>
        {held.length > 0 && <> · {held.map((role) => roleLabels[role]).join(', ')}</>}
      </Text>
      {allowed('viewRegistrations') ? (
        <RegistrarDay />
      ) : (
        allowed('viewStaffScreens') && <StaffDay />
      )}
      <YourScreens held={held} />
    </Page>
  );
}

function StaffDay() {
  const view = useStaffView();
  const refused = useStaffViewError();
  return (
    <>
      <ViewPending loaded={view !== undefined} refused={refused} />
      {view && <DayPanels state={view} />}
    </>
  );
}

function RegistrarDay() {
  const view = useRegistrarView();
  const refused = useRegistrarViewError();
  return (
    <>
      <ViewPending loaded={view !== undefined} refused={refused} />
      {view && (
        <>
          <DayPanels state={view} />
          <RegistrationsPanel view={view} />
        </>
      )}
    </>
  );
}
