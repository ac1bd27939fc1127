import { Link } from 'react-router';
import type { LiveResult } from './live-board';
import { heldBackText, placeText } from '../../widgets/result-tables';
import classes from './live.module.css';

/** A posted round on the live view: the recalled numbers, or the final's places; links to its big screen. */
export function ResultCard({ result, href }: { result: LiveResult; href: string }) {
  const title = `${result.eventName} ${result.roundName}`;
  return (
    <li className={classes.card}>
      <h3 className={classes.cardTitle}>
        <Link to={href}>{title}</Link>
      </h3>
      {result.kind === 'recall' && (
        <>
          <p className={classes.meta}>
            Recalled{result.nextRoundName ? ` to the ${result.nextRoundName}` : ''}:
          </p>
          <ul className={classes.numbers} aria-label={`Recalled from the ${title}`}>
            {result.recalled.map((couple) => (
              <li key={couple.number} className={classes.number} title={couple.names}>
                {couple.number}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.kind === 'final' && result.heldBack > 0 && (
        <p className={classes.meta} role="status">
          {heldBackText(result.heldBack, result.places.length)}
        </p>
      )}
      {result.kind === 'final' && result.places.length > 0 && (
        <ol className={classes.places} aria-label={`Places in the ${title}`}>
          {result.places.map((couple) => (
            <li key={couple.number}>
              <strong>
                {placeText(
                  couple.place,
                  result.places.map((other) => other.place),
                )}
              </strong>{' '}
              {couple.number} <span className={classes.meta}>{couple.names}</span>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
