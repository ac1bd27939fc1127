import { registrationStanding } from '@floorcraft/domain';
import { Anchor, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { CompetitionPending, Page } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import type { RegistrationAccepted } from '../../lib/api/registrations';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { RegistrationForm } from './registration-form';

/**
 * The codes and requests shown once a registration is stored: loaded then, not with the
 * page, so /register's first load stays within its JavaScript budget.
 */
const RegistrationDone = lazy(() =>
  import('./registration-done').then((module) => ({ default: module.RegistrationDone })),
);

/** Said while registration is closed: loaded then, for the same budget. */
const RegistrationClosed = lazy(() =>
  import('./registration-closed').then((module) => ({ default: module.RegistrationClosed })),
);

/**
 * /register (spec §2, issue 13): the public registration form, phone first,
 * on one page; the top bar is hidden here, so the competition's name links
 * home. While registration is closed (spec §4) the page says so instead.
 */
export function Component() {
  const view = useCompetition();
  const slug = useCompetitionSlug();
  const [registered, setRegistered] =
    useState<Pick<RegistrationAccepted, 'dancers' | 'requests' | 'confirmation'>>();
  // A new form (empty, with a new attempt) for the next registration.
  const [formKey, setFormKey] = useState(0);
  const [openedAt] = useState(() => new Date().toISOString());
  if (!view) {
    return (
      <Page title="Register">
        <CompetitionPending />
      </Page>
    );
  }
  // The domain's one rule, as home and the server read it: the close date or the switch.
  const standing = registrationStanding(openedAt, view.metadata);
  return (
    <Page title="Register">
      <Anchor component={Link} to={hrefFor('home', slug)} fw={600}>
        {view.metadata.fullName}
      </Anchor>
      {!standing.open ? (
        <Suspense fallback={null}>
          <RegistrationClosed standing={standing} metadata={view.metadata} />
        </Suspense>
      ) : registered ? (
        <Suspense fallback={null}>
          <RegistrationDone
            dancers={registered.dancers}
            requests={registered.requests}
            confirmation={registered.confirmation}
            updateEntriesHref={hrefFor('updateEntries', slug)}
            onAnother={() => {
              setRegistered(undefined);
              setFormKey((key) => key + 1);
            }}
          />
        </Suspense>
      ) : (
        <>
          <Text maw={640}>
            Register yourself and your partner, or yourself alone if you are still looking for a
            partner. Each new dancer gets a competitor code by email to change their entries later.
          </Text>
          <RegistrationForm key={formKey} view={view} onRegistered={setRegistered} />
        </>
      )}
    </Page>
  );
}
