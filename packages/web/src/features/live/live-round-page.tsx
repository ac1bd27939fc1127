import { roundStates, roundStateName } from '@floorcraft/domain';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { hrefFor } from '../../config/paths';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { useCompetition, useCompetitionError } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { roundResult } from './round-result';
import { heldBackText, placeText } from '../../widgets/result-tables';
import classes from './live.module.css';

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

/**
 * /live/{eventKey}/{roundNumber}: one round's result for a screen at the
 * end of the hall: the recalled numbers of a preliminary round, or the
 * final's places, in very large type; it changes the moment the round is
 * posted.
 */
export function Component() {
  const params = useParams();
  const eventName = params.eventKey ?? '';
  const roundNumber = Number(params.roundNumber);
  const competition = useCompetition();
  const error = useCompetitionError();
  const slug = useCompetitionSlug();
  const result = useMemo(
    () => (competition ? roundResult(competition, eventName, roundNumber) : undefined),
    [competition, eventName, roundNumber],
  );
  const roundName = result && result.kind !== 'unknown' ? result.roundName : '';
  useDocumentTitle(`${eventName} ${roundName}`.trim(), competition?.metadata.fullName);
  return (
    <div className={`${classes.screen} ${classes.big}`}>
      <h1 className={classes.bigTitle}>{eventName}</h1>
      {error && <p className={classes.problem}>{error}</p>}
      {!result && !error && <p role="status">Loading…</p>}
      {result?.kind === 'unknown' && <p>There is no such round in {eventName}.</p>}
      {result && result.kind !== 'unknown' && (
        <div aria-live="polite">
          {result.kind === 'pending' && (
            <>
              <p className={classes.bigSubtitle}>{result.roundName}</p>
              <p>
                {pendingText(result.state)}
                <span className={classes.meta}> ({roundStateName(result.state)})</span>
              </p>
              {result.couples.length > 0 && (
                <p className={classes.meta}>
                  Dancing: {result.couples.map((couple) => couple.number).join(', ')}
                </p>
              )}
            </>
          )}
          {result.kind === 'recall' && (
            <>
              <p className={classes.bigSubtitle}>
                {result.roundName}: recalled
                {result.nextRoundName ? ` to the ${result.nextRoundName}` : ''}
              </p>
              <ul className={classes.bigNumbers} aria-label="Recalled couples">
                {result.recalled.map((couple) => (
                  <li key={couple.number} title={couple.names}>
                    {couple.number}
                  </li>
                ))}
              </ul>
            </>
          )}
          {result.kind === 'final' && (
            <>
              <p className={classes.bigSubtitle}>{result.roundName}: results</p>
              {result.heldBack > 0 && (
                <p className={classes.bigSubtitle} role="status">
                  {heldBackText(result.heldBack, result.places.length)}
                </p>
              )}
              <ol className={classes.bigPlaces} aria-label="Places">
                {result.places.map((couple) => (
                  <li key={couple.number}>
                    <span className={classes.bigPlace}>
                      {placeText(
                        couple.place,
                        result.places.map((other) => other.place),
                      )}
                    </span>
                    <span>{couple.number}</span>
                    <span className={classes.bigNames}>{couple.names}</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </div>
      )}
      <p>
        <Link to={hrefFor('liveCompView', slug)}>All live results</Link>
      </p>
    </div>
  );
}
