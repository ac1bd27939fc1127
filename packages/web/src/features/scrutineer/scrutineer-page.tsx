import { Alert, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Page, ViewPending } from '../../widgets/page';
import { useResolvedSlug } from '../../lib/realtime/use-competition';
import { useLiveView, useLiveViewError } from '../../lib/realtime/use-live-view';
import { usePeople } from '../../lib/use-people';
import { pickRound, roundChoices } from './round-choices';
import { RoundPicker } from './round-picker';
import { RoundTabs, isTab, type Tab } from './round-tabs';

/**
 * /admin/scrutineer: one round at a time (picked in schedule order, or
 * named by `?round={roundId}&view=marks|results|paper|history`): every
 * judge's marks, the recall table or a final's sheets with the Skating
 * System's explanations, paper cards keyed or corrected with a reason,
 * the history of every mark change, posting, and the rehearsal fill.
 */
export function Component() {
  const state = useLiveView('scoring');
  const refused = useLiveViewError('scoring');
  // Names for the mark history; the server refuses them to anyone who may not see marks.
  const people = usePeople(useResolvedSlug());
  const [params, setParams] = useSearchParams();
  const choices = useMemo(() => (state ? roundChoices(state) : []), [state]);
  const chosen = pickRound(choices, params.get('round'));
  const requested = params.get('view');
  const tab: Tab = isTab(requested) ? requested : 'marks';
  const change = (next: { round?: string; view?: Tab }) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('round', next.round ?? chosen?.roundId ?? '');
        updated.set('view', next.view ?? tab);
        return updated;
      },
      { replace: true },
    );
  return (
    <Page title="Scrutineer">
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && choices.length === 0 && (
        <Alert color="gray">No rounds yet: generate them on the event schedule.</Alert>
      )}
      {state && chosen && (
        <Stack gap="lg">
          <RoundPicker
            choices={choices}
            value={chosen.roundId}
            onChange={(round) => change({ round })}
          />
          <RoundTabs
            key={chosen.roundId}
            state={state}
            round={chosen.round}
            tab={tab}
            onTab={(view) => change({ view })}
            people={people}
          />
        </Stack>
      )}
    </Page>
  );
}
