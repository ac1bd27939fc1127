import { Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { FloorNotesPanel } from '../../widgets/floor-notes/floor-notes-panel';
import { Page, ViewPending } from '../../widgets/page';
import { useScheduleEstimate } from '../../hooks/use-schedule-estimate';
import { useCommand } from '../../lib/api/use-command';
import { askToConfirm } from '../../lib/confirm/confirm-store';
import { spansDays } from '../../lib/planned-time';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { useAllowed } from '../../lib/session/use-allowed';
import { deckRounds, type DeckCouple, type DeckRound } from './deck-rounds';
import { readyWhere, type HeatActions } from './heat-block';
import { LateCoupleDialog } from './late-couple-dialog';
import { NoteForm } from './note-form';
import { RoundSection } from './round-section';
import { useCheckIns } from './use-check-ins';
import classes from './deck-captain.module.css';

/** The heat a late couple is being added to. */
interface LateTarget {
  round: DeckRound;
  heat: number;
}

/**
 * /admin/deckcaptain, phone-first: the round on the floor and the next ones
 * in schedule order, each heat's couples in number order to check in with
 * one tap (the domain cascades to later rounds when the setting is on),
 * "heat ready" per heat, scratching and late couples, and a note to the MC.
 * Everything from the live staff view (posted marks only), so the screen
 * follows the floor without a reload and catches up after a reconnect.
 */
export function Component() {
  const view = useStaffView();
  const refused = useStaffViewError();
  const allowed = useAllowed();
  const rounds = useMemo(() => (view ? deckRounds(view) : []), [view]);
  const estimate = useScheduleEstimate(view);
  const withDay = useMemo(
    () =>
      view !== undefined &&
      spansDays(
        view.metadata,
        Object.values(estimate?.rounds ?? {}).map((timing) => timing.planned),
      ),
    [view, estimate],
  );
  const checkIns = useCheckIns();
  const floor = useCommand();
  const notes = useCommand();
  const [late, setLate] = useState<LateTarget>();
  const { run } = floor;

  const scratch = useCallback(
    (round: DeckRound, couple: DeckCouple) =>
      void askToConfirm({
        title: `Scratch couple ${couple.number} from ${round.eventName}?`,
        message: `${couple.names} leave every round of ${round.eventName} not yet posted.`,
        confirmLabel: `Scratch couple ${couple.number}`,
      }).then(
        (agreed) =>
          agreed &&
          run(
            { type: 'scratchCompetitor', eventName: round.eventName, entryId: couple.entryId },
            { success: `Couple ${couple.number} is scratched from ${round.eventName}.` },
          ),
      ),
    [run],
  );
  const ready = useCallback(
    (round: DeckRound, heat: number, isReady: boolean) =>
      void run(
        {
          type: 'setHeatReady',
          eventName: round.eventName,
          roundNumber: round.roundNumber,
          heat,
          ready: isReady,
        },
        { where: readyWhere(round.roundId, heat) },
      ),
    [run],
  );
  const mayScratch = allowed('scratchCompetitor');
  const mayReady = allowed('setHeatReady');
  const mayAdd = allowed('addPlaceholderEntry');
  const actions: HeatActions = useMemo(
    () => ({
      tapped: checkIns.tapped,
      toggle: checkIns.toggle,
      checkInRefusals: checkIns.refusals,
      refusals: floor.refusals,
      onScratch: mayScratch ? scratch : undefined,
      onReady: mayReady ? ready : undefined,
      onAddLate: mayAdd ? (round, heat) => setLate({ round, heat }) : undefined,
      pending: floor.pending,
    }),
    [checkIns, floor.refusals, floor.pending, mayScratch, mayReady, mayAdd, scratch, ready],
  );
  const shownIds = useMemo(() => rounds.map((round) => round.roundId), [rounds]);
  const lateRound = late && view?.events[late.round.eventName]?.rounds[late.round.roundNumber];

  return (
    <Page title="Deck captain">
      <ViewPending loaded={view !== undefined} refused={refused} />
      {view && (
        <div className={classes.screen}>
          <NoteForm rounds={rounds} />
          {(floor.done || floor.refusal) && (
            <Text role={floor.refusal ? 'alert' : 'status'} c={floor.refusal ? 'red.8' : 'green.9'}>
              {floor.refusal ?? floor.done}
            </Text>
          )}
          {rounds.length === 0 && (
            <Text c="gray.8">No round is on the floor or still to dance.</Text>
          )}
          {rounds.map((round) => (
            <RoundSection
              key={round.roundId}
              round={round}
              timing={estimate?.rounds[round.roundId]}
              withDay={withDay}
              actions={actions}
            />
          ))}
          <FloorNotesPanel
            view={view}
            title="Notes to the MC"
            roundIds={shownIds}
            {...(allowed('clearFloorNote') && {
              onClear: (id: string) => void notes.run({ type: 'clearFloorNote', id }),
            })}
            pending={notes.pending}
            refusal={notes.refusal}
          />
          {late && lateRound && (
            <LateCoupleDialog
              view={view}
              round={lateRound}
              label={late.round.label}
              heat={late.heat}
              command={floor}
              onClose={() => setLate(undefined)}
            />
          )}
        </div>
      )}
    </Page>
  );
}
