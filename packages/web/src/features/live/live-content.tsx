import './live.css';
import {
  competitionTimeZone,
  formatClockInZone,
  liveEstimate,
  zoneOffsetMinutes,
  type CompetitionFrame,
  type LivePage,
} from '@floorcraft/domain';
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react';
import { hrefFor } from '../../config/paths';
import { NextRounds } from './next-rounds';
import { ResultCard } from './result-card';
import { RoundCard, type DisplayFlags } from './round-card';
import { useSignedInMember } from './use-signed-in-member';
import { useRefreshSignal } from './use-refresh-signal';

/** Loaded only for a member signed in, so spectators never download it. */
const RefreshAllButton = lazy(async () => ({
  default: (await import('./refresh-all-button')).RefreshAllButton,
}));

interface LiveContentProps {
  frame: CompetitionFrame;
  live: LivePage;
  /** The slug in the page's address; undefined on the server's root routes. */
  slug: string | undefined;
  /** The minute the page is drawn at: the server's while hydrating, then the browser's. */
  now: string;
  /** Whether the page's socket is open (never on the server). */
  connected: boolean;
}

/**
 * /live: what is on the floor now, the results the moment they are posted,
 * and what comes next with its planned and expected time (the domain's
 * schedule estimate at the page's minute), all from the page's view, drawn
 * on the server and then live (ADR 044). Staff refresh every open copy at
 * once (liveScrollRefreshIndex): each scrolls back to the round on the floor.
 */
export function LiveContent({ frame, live, slug, now, connected }: LiveContentProps) {
  const { board, display } = live;
  const zone = competitionTimeZone(frame.metadata);
  const member = useSignedInMember(frame.slug);
  const estimate = useMemo(
    () => liveEstimate(live, { now, utcOffsetMinutes: zoneOffsetMinutes(zone, Date.parse(now)) }),
    [live, now, zone],
  );
  const top = useRef<HTMLElement>(null);
  const announcement = useRef<HTMLParagraphElement>(null);
  const onRefresh = useCallback(() => {
    const current = top.current?.querySelector('li') ?? top.current;
    current?.scrollIntoView({ block: 'start' });
    if (announcement.current) {
      announcement.current.textContent = `Refreshed by the organisers at ${formatClockInZone(new Date().toISOString(), zone)}.`;
    }
  }, [zone]);
  useRefreshSignal(display.liveScrollRefreshIndex, onRefresh);
  const flags: DisplayFlags = {
    showScheduleIndex: display.showScheduleIndex,
    showLevelIcons: !display.hideLevelIcons,
  };
  return (
    <div className="fc-live">
      <header className="fc-live-header">
        <h1 className="fc-live-title">{frame.metadata.fullName}</h1>
        <p role="status" className={`fc-live-status ${connected ? '' : 'fc-live-down'}`}>
          {connected ? '● Live' : 'Reconnecting…'}
        </p>
        {member && (
          <Suspense fallback={null}>
            <RefreshAllButton slug={frame.slug} member={member} />
          </Suspense>
        )}
      </header>
      <p ref={announcement} aria-live="polite" className="fc-live-meta" />
      <section ref={top} className="fc-live-section" aria-labelledby="live-now">
        <h2 id="live-now" className="fc-live-section-title">
          On the floor now
        </h2>
        {board.onFloor.length === 0 ? (
          <p>Nothing is on the floor right now.</p>
        ) : (
          <ul className="fc-live-cards">
            {board.onFloor.map((round) => (
              <RoundCard
                key={round.roundId}
                round={round}
                flags={flags}
                onFloor
                withDay={board.withDay}
              />
            ))}
          </ul>
        )}
      </section>
      {board.scoring.length > 0 && (
        <section className="fc-live-section" aria-labelledby="live-scoring">
          <h2 id="live-scoring" className="fc-live-section-title">
            Results coming
          </h2>
          <ul className="fc-live-cards">
            {board.scoring.map((round) => (
              <RoundCard
                key={round.roundId}
                round={round}
                flags={flags}
                onFloor={false}
                withDay={board.withDay}
              />
            ))}
          </ul>
        </section>
      )}
      <section className="fc-live-section" aria-labelledby="live-results">
        <h2 id="live-results" className="fc-live-section-title">
          Latest results
        </h2>
        {board.latest.length === 0 ? (
          <p>No round has been posted yet.</p>
        ) : (
          <ul className="fc-live-cards">
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
      {!display.hideLiveSchedule && (
        <NextRounds
          rounds={board.next}
          flags={flags}
          highlight={display.highlightOtherRoundsInEvent}
          estimate={estimate}
          withDay={board.withDay}
        />
      )}
    </div>
  );
}
