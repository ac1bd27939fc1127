import { competitionTimeZone, formatClockInZone } from '@floorcraft/domain';
import { useCallback, useMemo, useRef } from 'react';
import { hrefFor } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useScheduleEstimate } from '../../hooks/use-schedule-estimate';
import {
  useCompetition,
  useCompetitionError,
  useConnectionStatus,
} from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { liveBoard } from './live-board';
import { NextRounds } from './next-rounds';
import { RefreshAllButton } from './refresh-all-button';
import { ResultCard } from './result-card';
import { RoundCard, type DisplayFlags } from './round-card';
import { useMayRefresh } from './use-may-refresh';
import { useRefreshSignal } from './use-refresh-signal';
import classes from './live.module.css';

/**
 * /live: what is on the floor now, the results the moment they are
 * posted, and what comes next with its planned and expected time (the
 * domain's schedule estimate, re-read every minute), all live from the
 * public view. Staff refresh every open copy at once (liveScrollRefreshIndex):
 * each scrolls back to the round on the floor.
 */
export function Component() {
  const competition = useCompetition();
  const error = useCompetitionError();
  const status = useConnectionStatus();
  const slug = useCompetitionSlug();
  const mayRefresh = useMayRefresh();
  useDocumentTitle('Live', competition?.metadata.fullName);
  const board = useMemo(() => (competition ? liveBoard(competition) : undefined), [competition]);
  const estimate = useScheduleEstimate(competition);
  const zone = competitionTimeZone(competition?.metadata ?? {});
  const top = useRef<HTMLElement>(null);
  const announcement = useRef<HTMLParagraphElement>(null);
  const onRefresh = useCallback(() => {
    const current = top.current?.querySelector('li') ?? top.current;
    current?.scrollIntoView({ block: 'start' });
    if (announcement.current) {
      announcement.current.textContent = `Refreshed by the organisers at ${formatClockInZone(new Date().toISOString(), zone)}.`;
    }
  }, [zone]);
  useRefreshSignal(competition?.settings.liveScrollRefreshIndex, onRefresh);
  const settings = competition?.settings;
  const flags: DisplayFlags = {
    showScheduleIndex: settings?.showScheduleIndex ?? false,
    showLevelIcons: !(settings?.hideLevelIcons ?? false),
  };
  return (
    <div className={classes.screen}>
      <header className={classes.header}>
        <h1 className={classes.title}>{competition?.metadata.fullName ?? 'Live'}</h1>
        <p
          role="status"
          className={`${classes.status} ${status === 'open' ? '' : classes.statusDown}`}
        >
          {status === 'open' ? '● Live' : 'Reconnecting…'}
        </p>
        {mayRefresh && <RefreshAllButton />}
      </header>
      <p ref={announcement} aria-live="polite" className={classes.meta} />
      {error && <p className={classes.problem}>{error}</p>}
      {!competition && !error && <p role="status">Loading the competition…</p>}
      {board && settings && (
        <>
          <section ref={top} className={classes.section} aria-labelledby="live-now">
            <h2 id="live-now" className={classes.sectionTitle}>
              On the floor now
            </h2>
            {board.onFloor.length === 0 ? (
              <p>Nothing is on the floor right now.</p>
            ) : (
              <ul className={classes.cards}>
                {board.onFloor.map((round) => (
                  <RoundCard key={round.roundId} round={round} flags={flags} onFloor />
                ))}
              </ul>
            )}
          </section>
          {board.scoring.length > 0 && (
            <section className={classes.section} aria-labelledby="live-scoring">
              <h2 id="live-scoring" className={classes.sectionTitle}>
                Results coming
              </h2>
              <ul className={classes.cards}>
                {board.scoring.map((round) => (
                  <RoundCard key={round.roundId} round={round} flags={flags} onFloor={false} />
                ))}
              </ul>
            </section>
          )}
          <section className={classes.section} aria-labelledby="live-results">
            <h2 id="live-results" className={classes.sectionTitle}>
              Latest results
            </h2>
            {board.latest.length === 0 ? (
              <p>No round has been posted yet.</p>
            ) : (
              <ul className={classes.cards}>
                {board.latest.map((result) => (
                  <ResultCard
                    key={`${result.eventName}-${result.roundNumber}`}
                    result={result}
                    href={hrefFor('liveRoundResultView', slug, {
                      eventKey: result.eventName,
                      roundNumber: String(result.roundNumber),
                    })}
                  />
                ))}
              </ul>
            )}
          </section>
          {!settings.hideLiveSchedule && (
            <NextRounds
              rounds={board.next}
              flags={flags}
              highlight={settings.highlightOtherRoundsInEvent}
              estimate={estimate}
              withDay={board.withDay}
            />
          )}
        </>
      )}
    </div>
  );
}
