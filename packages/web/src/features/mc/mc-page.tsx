import { useMemo } from 'react';
import { FloorNotesPanel } from '../../widgets/floor-notes/floor-notes-panel';
import { Page, ViewPending } from '../../widgets/page';
import { useScheduleEstimate } from '../../hooks/use-schedule-estimate';
import { useCommand } from '../../lib/api/use-command';
import { spansDays } from '../../lib/planned-time';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { useAllowed } from '../../lib/session/use-allowed';
import { AnnounceList } from './announce-list';
import { awardsList, toAnnounce } from './announcements';
import { AwardsList } from './awards-list';
import { comingUp } from './coming-up';
import { ComingUpList } from './coming-up-list';
import { floorNow } from './floor-now';
import { NowOnFloor } from './now-on-floor';
import classes from './mc.module.css';

/**
 * /admin/mc: what the MC says next, in order, live. The heat on the floor
 * and its numbers, with the next call; the deck captain's notes and heats
 * lined up; the posted results to announce (recalls ascending, a final from
 * last to 1st); the next rounds with planned and expected times; the awards
 * ceremony (moved up, with the finals it covers, when an Awards item is
 * next). Read from the
 * staff view only, which holds posted marks and results only.
 */
export function Component() {
  const view = useStaffView();
  const refused = useStaffViewError();
  const allowed = useAllowed();
  const estimate = useScheduleEstimate(view);
  const floorCommand = useCommand();
  const nextCommand = useCommand();
  const notesCommand = useCommand();
  const screen = useMemo(() => {
    if (!view) {
      return undefined;
    }
    const next = comingUp(view, estimate);
    // An Awards item next on the schedule: its finals' list moves up, ready to read.
    const ceremony = next[0]?.awards ? next[0] : undefined;
    return {
      floor: floorNow(view),
      next,
      ceremony,
      announce: toAnnounce(view),
      awards: awardsList(view, ceremony),
      withDay: spansDays(
        view.metadata,
        Object.values(estimate?.rounds ?? {}).map((round) => round.planned),
      ),
    };
  }, [view, estimate]);
  const mayCall = allowed('callHeat');
  const awards = screen && (
    <AwardsList
      finals={screen.awards}
      {...(screen.ceremony && { ceremony: screen.ceremony.label })}
    />
  );
  return (
    <Page title="Master of ceremonies">
      <ViewPending loaded={view !== undefined} refused={refused} />
      {view && screen && (
        <div className={classes.screen}>
          <NowOnFloor
            floor={screen.floor}
            mayCall={mayCall}
            run={(command) => void floorCommand.run(command)}
            pending={floorCommand.pending}
            refusal={floorCommand.refusal}
          />
          {screen.ceremony && awards}
          <FloorNotesPanel
            view={view}
            title="From the deck captain"
            {...(allowed('clearFloorNote') && {
              onClear: (id: string) => void notesCommand.run({ type: 'clearFloorNote', id }),
            })}
            pending={notesCommand.pending}
            refusal={notesCommand.refusal}
          />
          <AnnounceList items={screen.announce} />
          <ComingUpList
            rounds={screen.next}
            withDay={screen.withDay}
            mayCall={mayCall}
            run={(command) => void nextCommand.run(command)}
            pending={nextCommand.pending}
            refusal={nextCommand.refusal}
          />
          {!screen.ceremony && awards}
        </div>
      )}
    </Page>
  );
}
