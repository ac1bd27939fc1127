import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Page, ViewPending } from '../../widgets/page';
import { hrefFor } from '../../config/paths';
import { useCommand } from '../../lib/api/use-command';
import { lateEntryConfirmation } from '../../lib/confirm/late-entry-question';
import { overCapConfirmation } from '../../lib/confirm/over-cap-question';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { CoupleForm } from './couple-form';
import { registeredCouple, registrationMessage, type Registered } from './registration-outcome';

/** /admin/competitors/add-competitor: register a couple and their events (spec §2). */
export function Component() {
  const slug = useCompetitionSlug();
  const state = useStaffView();
  const refused = useStaffViewError();
  const [registered, setRegistered] = useState<Registered>();
  const command = useCommand();
  const competitors = state?.competitors;
  const dancers = useMemo(() => (competitors ? Object.values(competitors) : []), [competitors]);
  const events = useMemo(() => (state ? Object.values(state.events) : []), [state]);

  return (
    <Page title="Add competitor">
      <Anchor component={Link} to={hrefFor('adminCompetitors', slug)}>
        Back to competitors
      </Anchor>
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && (
        <Stack gap="md">
          <Text size="sm" c="gray.7">
            Choose each dancer from those already registered, or enter a new one.
          </Text>
          {registered && (
            <Alert color="green" role="status">
              {registrationMessage(registered, state.events)}
            </Alert>
          )}
          <CoupleForm
            affiliations={state.affiliations}
            events={events}
            competitors={dancers}
            withLeadNumber
            refusal={command.refusal}
            onSubmit={async (couple) => {
              setRegistered(undefined);
              // An event already on the floor, or full: the desk is asked, then the couple is sent
              // as a late entry or over the cap (both, when both are asked).
              const send = (flags: { lateEntry?: true; overCap?: true }) => ({
                type: 'registerCouple' as const,
                couple,
                ...flags,
              });
              const taken = await command.run(send({}), {
                confirm: [
                  {
                    ...lateEntryConfirmation(send({ lateEntry: true })),
                    next: overCapConfirmation(send({ lateEntry: true, overCap: true })),
                  },
                  overCapConfirmation(send({ overCap: true })),
                ],
              });
              if (taken) {
                setRegistered(registeredCouple(couple, state.competitors));
              }
              return taken;
            }}
          />
        </Stack>
      )}
    </Page>
  );
}
