import { roleLabels } from '@floorcraft/domain';
import { Text } from '@mantine/core';
import { Page, ViewPending } from '../../widgets/page';
import { useRegistrarView, useRegistrarViewError } from '../../lib/realtime/use-registrar-view';
import { useLiveView, useLiveViewError } from '../../lib/realtime/use-live-view';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { useAllowed } from '../../lib/session/use-allowed';
import { useMembership } from '../../lib/session/use-membership';
import { useSession } from '../../lib/session/use-session';
import { BigScreenPanel } from './big-screen-panel';
import { DayPanels } from './day-panels';
import { RegistrationsPanel } from './registrations-panel';
import { YourScreens } from './your-screens';

/**
 * /admin: the day at a glance for the signed-in member's roles (issue 14),
 * then every screen they may open. Each panel asks only for a view the
 * roles may read (`TheDay`); a judge, who reads none, gets the links alone.
 */
export function Component() {
  const session = useSession();
  const { roles: held, screens } = useMembership();
  const allowed = useAllowed();
  return (
    <Page title="Dashboard">
      <Text>
        Signed in as <strong>{session?.user?.email}</strong>
        {held.length > 0 && <> · {held.map((role) => roleLabels[role]).join(', ')}</>}
      </Text>
      <TheDay
        mayReadMarks={allowed('viewMarks')}
        mayReadRegistrations={allowed('viewRegistrations')}
        staff={allowed('viewStaffScreens')}
      />
      <BigScreenPanel offered={screens} />
      <YourScreens offered={screens} />
    </Page>
  );
}

interface TheDayProps {
  mayReadMarks: boolean;
  mayReadRegistrations: boolean;
  staff: boolean;
}

/**
 * The panels from the fewest views the roles need: mark readers watch the
 * scoring view (it holds the staff view), others the staff view; those who
 * keep registrations watch the registrar view, as the base when they read no
 * marks. A judge reads none of them.
 */
function TheDay({ mayReadMarks, mayReadRegistrations, staff }: TheDayProps) {
  if (mayReadMarks) {
    return <ScoringDay registrations={mayReadRegistrations} />;
  }
  if (mayReadRegistrations) {
    return <RegistrarDay />;
  }
  return staff ? <StaffDay /> : null;
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

function ScoringDay({ registrations }: { registrations: boolean }) {
  const view = useLiveView('scoring');
  const refused = useLiveViewError('scoring');
  return (
    <>
      <ViewPending loaded={view !== undefined} refused={refused} />
      {view && <DayPanels state={view} scoring={view} />}
      {registrations && <Registrations />}
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

/** The registrations panel from the registrar view, beside a dashboard built on another view. */
function Registrations() {
  const view = useRegistrarView();
  return view ? <RegistrationsPanel view={view} /> : null;
}
