import { Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { FloorNotesPanel } from '../../widgets/floor-notes/floor-notes-panel';
import { Page, ViewPending } from '../../widgets/page';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { useLiveView, useLiveViewError } from '../../lib/realtime/use-live-view';
import { roundsOnTheFloor, roundsToStart } from './floor-rounds';
import { RoundPanel } from './round-panel';
import { RoundsToStart } from './rounds-to-start';
import { PostedRoundReport } from './posted-round-report';
import { useAllowed } from '../../lib/session/use-allowed';
import { usePeople } from '../../lib/use-people';

/**
 * /admin/chairman: every round on the floor or marked, live: which judge
 * has submitted which dance, the recall totals with the cut (and the
 * chairman's choice at a tie) or a final's places, reopening a judge's
 * card with a reason, and approving the round. The next rounds can be
 * started from here. The deck captain's notes and lined-up heats show
 * live beside them (the floor notes panel the MC's screen shares). Below,
 * the judges' report of a posted round.
 */
export function Component() {
  const state = useLiveView('scoring');
  const refused = useLiveViewError('scoring');
  const allowed = useAllowed();
  const floor = useMemo(() => (state ? roundsOnTheFloor(state) : []), [state]);
  const next = useMemo(() => (state ? roundsToStart(state) : []), [state]);
  const people = usePeople(useCompetitionSlug());
  return (
    <Page title="Chairman of judges">
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && (
        <Stack gap="lg">
          <FloorNotesPanel view={state} names={people.staffNames} />
          {floor.length === 0 && (
            <Text c="gray.8">No round is on the floor. Start the next one when it is called.</Text>
          )}
          {floor.map((round) => (
            <RoundPanel
              key={round.roundId}
              state={state}
              round={round}
              allowed={allowed}
              people={people}
            />
          ))}
          <RoundsToStart
            state={state}
            rounds={next}
            mayStart={allowed('startRound')}
            mayChoosePanel={allowed('setRoundPanel')}
          />
          <PostedRoundReport state={state} />
        </Stack>
      )}
    </Page>
  );
}
