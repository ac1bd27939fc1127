import './live.css';
import { roundStateName, roundStates, type LiveRoundPage } from '@floorcraft/domain';
import { hrefFor } from '../../config/paths';
import { heldBackText } from '../../widgets/result-tables/held-back-text';
import { placeText } from '../../widgets/result-tables/place-text';

/** What a round not yet posted is doing, in words. */
function pendingText(state: number): string {
  switch (state) {
    case roundStates.Running:
      return 'On the floor now: results soon';
    case roundStates.Marked:
      return 'Marks are in: results soon';
    case roundStates.Skipped:
      return 'This round was skipped';
    default:
      return 'Not danced yet';
  }
}

/** The round's result, or what it is doing until posted. */
function RoundShown({ round }: { round: LiveRoundPage }) {
  switch (round.kind) {
    case 'pending':
      return (
        <>
          <p className="fc-live-big-subtitle">{round.roundName}</p>
          <p>
            {pendingText(round.state)}
            <span className="fc-live-meta"> ({roundStateName(round.state)})</span>
          </p>
          {round.couples.length > 0 && (
            <p className="fc-live-meta">
              Dancing: {round.couples.map((couple) => couple.number).join(', ')}
            </p>
          )}
        </>
      );
    case 'recall':
      return (
        <>
          <p className="fc-live-big-subtitle">
            {round.roundName}: recalled
            {round.nextRoundName ? ` to the ${round.nextRoundName}` : ''}
          </p>
          <ul className="fc-live-big-numbers" aria-label="Recalled couples">
            {round.recalled.map((couple) => (
              <li key={couple.number} title={couple.names}>
                {couple.number}
              </li>
            ))}
          </ul>
        </>
      );
    case 'final':
      return (
        <>
          <p className="fc-live-big-subtitle">{round.roundName}: results</p>
          {round.heldBack > 0 && (
            <p className="fc-live-big-subtitle" role="status">
              {heldBackText(round.heldBack, round.places.length)}
            </p>
          )}
          <ol className="fc-live-big-places" aria-label="Places">
            {round.places.map((couple) => (
              <li key={couple.number}>
                <span className="fc-live-big-place">
                  {placeText(
                    couple.place,
                    round.places.map((other) => other.place),
                  )}
                </span>
                <span>{couple.number}</span>
                <span className="fc-live-big-names">{couple.names}</span>
              </li>
            ))}
          </ol>
        </>
      );
  }
}

/**
 * /live/{eventKey}/{roundNumber}: one round's result for a screen at the
 * end of the hall: the recalled numbers of a preliminary round, or the
 * final's places, in very large type; drawn on the server (ADR 044), it
 * changes the moment the round is posted.
 */
export function LiveRoundContent({
  round,
  slug,
}: {
  round: LiveRoundPage;
  slug: string | undefined;
}) {
  return (
    <div className="fc-live fc-live-big">
      <h1 className="fc-live-big-title">{round.eventName}</h1>
      <div aria-live="polite">
        <RoundShown round={round} />
      </div>
      <p>
        <a href={hrefFor('liveCompView', slug)}>All live results</a>
      </p>
    </div>
  );
}
