import type { Couple } from '@floorcraft/domain';
import { PlainCompetitorLink } from '../../widgets/plain-competitor-link';

/** The dancer's couples: each partner, the number the couple wears and the events they dance. */
export function CompetitorCouples({
  couples,
  slug,
}: {
  couples: readonly Couple[];
  slug: string | undefined;
}) {
  if (couples.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby="competitor-couples" className="fc-section">
      <h2 id="competitor-couples">{couples.length === 1 ? 'Couple' : 'Couples'}</h2>
      <ul className="fc-stacked">
        {couples.map((couple) => (
          <li key={`${couple.number}-${couple.partner.name}`}>
            <p className="fc-bold">
              Number {couple.number} · {couple.role === 'lead' ? 'leading' : 'following'}{' '}
              <PlainCompetitorLink id={couple.partner.id} name={couple.partner.name} slug={slug} />
            </p>
            <p className="fc-detail">{couple.events.join(', ')}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
