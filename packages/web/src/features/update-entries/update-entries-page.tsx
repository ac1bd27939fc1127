import {
  competitionTimeZone,
  registrationClosedSentence,
  registrationStanding,
} from '@floorcraft/domain';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CompetitionPending, Page } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { AccessForm } from './access-form';
import { AddEventsForm } from './add-events-form';
import { CorrectDetailsForm } from './correct-details-form';
import { FeesPanel } from './fees-panel';
import { OwnEntries } from './own-entries';
import { PartnershipRequests } from './partnership-requests';
import { ResendCode } from './resend-code';
import { useRegistrant } from './use-registrant';

/**
 * /updateEntries (spec §2, issue 13): a dancer opens their registration with
 * their email and competitor code, then drops and adds events, fills a TBA
 * place, answers partnership requests, corrects their details and sees what they owe, until registration
 * closes (then it is read-only).
 */
export function Component() {
  const view = useCompetition();
  const slug = useCompetitionSlug();
  const registrant = useRegistrant();
  const [openedAt] = useState(() => new Date().toISOString());
  const own = registrant.view;
  if (!view) {
    return (
      <Page title="Update entries">
        <CompetitionPending />
      </Page>
    );
  }
  const closed = registrationClosedSentence(
    registrationStanding(openedAt, view.metadata),
    view.metadata,
  );
  const editable = closed === undefined;
  return (
    <Page title="Update entries">
      {!own ? (
        <Stack gap="md">
          <Text maw={640}>
            Enter the email you registered with and the competitor code from your registration mail.
            Not registered yet?{' '}
            <Anchor component={Link} to={hrefFor('register', slug)}>
              Register
            </Anchor>
            .
          </Text>
          <AccessForm
            onOpen={registrant.open}
            pending={registrant.opening.pending}
            refusal={registrant.opening.refusal}
          />
          <ResendCode />
        </Stack>
      ) : (
        <Stack gap="xl">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} size="h3">
              {own.dancer.name} · {own.dancer.affiliation}
            </Title>
            <Button variant="subtle" onClick={registrant.leave}>
              Close my registration
            </Button>
          </Group>
          {closed && (
            <Alert color="gray" role="status">
              {closed} Your entries can no longer be changed here: write to the organizers for a
              change.
            </Alert>
          )}
          {registrant.changing.done && (
            <Alert color="green" role="status">
              {registrant.changing.done}
            </Alert>
          )}
          <PartnershipRequests registrant={registrant} own={own} editable={editable} />
          <OwnEntries registrant={registrant} own={own} view={view} editable={editable} />
          {editable && <AddEventsForm registrant={registrant} own={own} view={view} />}
          {editable && <CorrectDetailsForm registrant={registrant} own={own} view={view} />}
          <FeesPanel
            own={own}
            currency={view.registration.fees?.currency ?? 'USD'}
            zone={competitionTimeZone(view.metadata)}
          />
        </Stack>
      )}
    </Page>
  );
}
