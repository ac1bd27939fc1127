import { scheduleEstimate } from '@floorcraft/domain';
import { useMemo } from 'react';
import { Page, ViewPending } from '../../components/page';
import { useMinuteClock } from '../../hooks/use-minute-clock';
import { useCommand } from '../../lib/api/use-command';
import { spansDays } from '../../lib/planned-time';
import { useStaffView, useStaffViewError } from '../../lib/realtime/use-staff-view';
import { useAllowed } from '../../lib/session/use-allowed';
import { AnnounceList } from './announce-list';
import { awardsList, toAnnounce } from './announcements';
import { AwardsList } from './awards-list';
import { comingUp } from './coming-up';
import { ComingUpList } from './coming-up-list';
import { deckNotes } from './deck-notes';
import { DeckNotesPanel } from './deck-notes-panel';
import { floorNow } from './floor-now';
import { NowOnFloor } from './now-on-floor';
import classes from './mc.module.css';

/**
 * /admin/mc: what the MC says next, in order, live. The heat on the floor
 * and its numbers, with the next call; the deck captain's notes; the posted
 * results to announce (recalls ascending, a final from last to 1st); the
 * next rounds with planned and expected times; the awards ceremony. Read
 * from the staff view only, which holds posted marks and results only.
 */
export function Component() {
  const view = useStaffView();
  const refused = useStaffViewError();
  const allowed = useAllowed();
  const now = useMinuteClock();
  const floorCommand = useCommand();
  const nextCommand = useCommand();
  const notesCommand = useCommand();
  const estimate = useMemo(
    () =>
      view &&
      scheduleEstimate(view, {
        now: new Date(now).toISOString(),
        // The MC's tablet is at the venue: its clock's offset from UTC is the venue's.
        utcOffsetMinutes: -new Date(now).getTimezoneOffset(),
      }),
    [view, now],
  );
  const screen = useMemo(() => {
    if (!view) {
      return undefined;
    }
    const withDay = spansDays(
      view.metadata,
      Object.values(estimate?.rounds ?? {}).map((round) => round.planned),
    );
    const floor = floorNow(view);
    const next = comingUp(view, estimate, withDay);
    const linedUp = [
      ...(floor ? [{ label: floor.label, heats: floor.ready }] : []),
      ...next.map((round) => ({ label: round.label, heats: round.ready })),
    ].filter((round) => round.heats.length > 0);
    return {
      floor,
      next,
      linedUp,
      notes: deckNotes(view),
      announce: toAnnounce(view),
      awards: awardsList(view),
    };
  }, [view, estimate]);
  const mayCall = allowed('callHeat');
  return (
    <Page title="Master of ceremonies">
      <ViewPending loaded={view !== undefined} refused={refused} />
      {screen && (
        <div className={classes.screen}>
          <NowOnFloor
            floor={screen.floor}
            mayCall={mayCall}
            run={(command) => void floorCommand.run(command)}
            pending={floorCommand.pending}
            refusal={floorCommand.refusal}
          />
          <DeckNotesPanel
            notes={screen.notes}
            linedUp={screen.linedUp}
            onClear={
              allowed('clearFloorNote')
                ? (id) => void notesCommand.run({ type: 'clearFloorNote', id })
                : undefined
            }
            pending={notesCommand.pending}
            refusal={notesCommand.refusal}
          />
          <AnnounceList items={screen.announce} />
          <ComingUpList
            rounds={screen.next}
            mayCall={mayCall}
            mayStart={allowed('startRound')}
            run={(command) => void nextCommand.run(command)}
            pending={nextCommand.pending}
            refusal={nextCommand.refusal}
          />
          <AwardsList finals={screen.awards} />
        </div>
      )}
    </Page>
  );
}
