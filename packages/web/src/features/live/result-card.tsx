import type { LiveResult } from '@floorcraft/domain';
import { heldBackText } from '../../widgets/result-tables/held-back-text';
import { placeText } from '../../widgets/result-tables/place-text';

/** A posted round on the live view: the recalled numbers, or the final's places; links to its big screen. */
export function ResultCard({ result, href }: { result: LiveResult; href: string }) {
  const title = `${result.eventName} ${result.roundName}`;
  return (
    <li className="fc-live-card">
      <h3 className="fc-live-card-title">
        <a href={href}>{title}</a>
      </h3>
      {result.kind === 'recall' && (
        <>
          <p className="fc-live-meta">
            Recalled{result.nextRoundName ? ` to the ${result.nextRoundName}` : ''}:
          </p>
          <ul className="fc-live-numbers" aria-label={`Recalled from the ${title}`}>
            {result.recalled.map((couple) => (
              <li key={couple.number} className="fc-live-number" title={couple.names}>
                {couple.number}
              </li>
            ))}
          </ul>
        </>
      )}
      {result.kind === 'final' && result.heldBack > 0 && (
        <p className="fc-live-meta" role="status">
          {heldBackText(result.heldBack, result.places.length)}
        </p>
      )}
      {result.kind === 'final' && result.places.length > 0 && (
        <ol className="fc-live-places" aria-label={`Places in the ${title}`}>
          {result.places.map((couple) => (
            <li key={couple.number}>
              <strong>
                {placeText(
                  couple.place,
                  result.places.map((other) => other.place),
                )}
              </strong>{' '}
              {couple.number} <span className="fc-live-meta">{couple.names}</span>
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}
