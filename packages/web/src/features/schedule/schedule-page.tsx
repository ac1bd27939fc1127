import { toCsv, type EventFilter } from '@floorcraft/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { Page, ViewPending } from '../../widgets/page';
import { downloadText } from '../../lib/csv/csv';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { ConflictWarning } from './conflict-warning';
import { EventsWithoutRounds } from './events-without-rounds';
import { scheduleCsvColumns, scheduleCsvRows } from './schedule-csv';
import type { SchedulePermissions } from './schedule-row';
import type { RoundRef } from './round-couples';
import { RoundCouplesDrawer } from './round-couples-drawer';
import { PanelDialog } from '../../widgets/judging-panel/panel-dialog';
import { eventsWithoutRounds, filterRows, type ScheduleRow } from './schedule-rows';
import { ScheduleTable } from './schedule-table';
import { ScheduleToolbar } from './schedule-toolbar';
import { scheduleView } from './schedule-view';
import { useAllowed } from '../../lib/session/use-allowed';
import { PAGE_PROBLEM, useScheduleActions } from './use-schedule-actions';

/**
 * /admin/eventschedule: the whole day as a table of rounds in schedule
 * order, with state, heats and recall sizes edited in place, rounds
 * shifted, added, skipped and deleted, events' rounds generated and
 * cleared, start times assigned, conflicts flagged and a CSV export;
 * a round's couples open in a panel, split into heats, where couples and
 * placeholders are added; a round's judging panel opens in a dialog.
 */
export function Component() {
  const state = useStaffView();
  const refused = useStaffViewError();
  const allowed = useAllowed();
  const { actions, problem, done } = useScheduleActions();
  const [filter, setFilter] = useState<EventFilter>({});
  const [couplesOf, setCouplesOf] = useState<RoundRef>();
  const showCouples = useCallback(
    (row: ScheduleRow) => setCouplesOf({ eventName: row.eventName, roundNumber: row.roundNumber }),
    [],
  );
  const [panelRound, setPanelRound] = useState<ScheduleRow>();
  const mayChoosePanel = allowed('setRoundPanel');
  const showPanel = useMemo(
    () => (mayChoosePanel ? (row: ScheduleRow) => setPanelRound(row) : undefined),
    [mayChoosePanel],
  );
  // The filter selects stay quick while several hundred rows are re-rendered behind them.
  const appliedFilter = useDeferredValue(filter);

  const view = useMemo(() => (state ? scheduleView(state) : undefined), [state]);
  const events = state?.events;
  const shown = useMemo(
    () => (view && events ? filterRows(view.rows, events, appliedFilter) : []),
    [view, events, appliedFilter],
  );
  const shownIds = useMemo(() => new Set(shown.map((row) => row.roundId)), [shown]);
  const roundless = useMemo(
    () => (events ? eventsWithoutRounds(events, appliedFilter) : []),
    [events, appliedFilter],
  );

  const edit = allowed('updateRound');
  const generate = allowed('generateRounds') && !state?.settings.hideGenerateRoundsButton;
  const clear = allowed('clearRounds') && !state?.settings.hideClearRoundsButton;
  const may = useMemo<SchedulePermissions>(
    () => ({ edit, generate, clear }),
    [edit, generate, clear],
  );

  return (
    <Page title="Event schedule">
      <ViewPending loaded={state !== undefined} refused={refused} />
      {state && view && (
        <Stack gap="lg">
          <ScheduleToolbar
            filter={filter}
            onFilter={setFilter}
            onAssignTimes={allowed('assignStartTimes') ? actions.assignStartTimes : undefined}
            onExport={() =>
              downloadText(
                `${state.slug}-schedule.csv`,
                toCsv(scheduleCsvColumns, scheduleCsvRows(shown)),
              )
            }
          />
          {done && (
            <Alert color="green" role="status">
              {done}
            </Alert>
          )}
          {problem?.where === PAGE_PROBLEM && (
            <Alert color="red" role="alert">
              {problem.text}
            </Alert>
          )}
          <ConflictWarning dancers={view.conflicts} />
          <EventsWithoutRounds
            events={roundless}
            mayGenerate={generate}
            actions={actions}
            problem={problem}
          />
          <Stack gap="xs">
            <Text size="sm" c="gray.7" aria-live="polite">
              {shown.length === view.rows.length
                ? `${view.rows.length} rounds`
                : `${shown.length} of ${view.rows.length} rounds`}
            </Text>
            <ScheduleTable
              rows={view.rows}
              shown={shownIds}
              may={may}
              actions={actions}
              problem={problem}
              highlightEvent={state.settings.highlightOtherRoundsInEvent}
              timeWithDay={view.withDay}
              showCouples={showCouples}
              showPanel={showPanel}
            />
          </Stack>
          <RoundCouplesDrawer
            state={state}
            round={couplesOf}
            may={{ addEntry: allowed('addEntry'), addPlaceholder: allowed('addPlaceholderEntry') }}
            onClose={() => setCouplesOf(undefined)}
          />
          <PanelDialog
            source={state}
            round={panelRound && state.events[panelRound.eventName]?.rounds[panelRound.roundNumber]}
            label={panelRound?.label ?? ''}
            onClose={() => setPanelRound(undefined)}
          />
        </Stack>
      )}
    </Page>
  );
}
