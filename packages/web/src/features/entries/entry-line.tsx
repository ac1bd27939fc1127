import type { EntryRow } from '@floorcraft/domain';
import { memo } from 'react';
import { PlainCompetitorLink } from '../../widgets/plain-competitor-link';
import { hrefFor } from '../../config/paths';

/** One couple (or one dancer holding a TBA place); memoised, so a new chunk leaves it alone. */
export const EntryLine = memo(function EntryLine({
  row,
  slug,
}: {
  row: EntryRow;
  slug: string | undefined;
}) {
  return (
    <li className="fc-line fc-entry">
      <span className="fc-number">{row.number ?? 'TBA'}</span>
      <div>
        <span className="fc-strong">
          <PlainCompetitorLink {...row.lead} slug={slug} /> &amp;{' '}
          <PlainCompetitorLink {...row.follow} slug={slug} />
        </span>
        <div className="fc-muted fc-small">
          {row.schools.join(' · ')}
          {row.seekingRole && (
            <>
              {' · '}
              <a className="fc-underline" href={hrefFor('tbaList', slug)}>
                looking for a {row.seekingRole === 'lead' ? 'follow' : 'lead'}
              </a>
            </>
          )}
        </div>
      </div>
    </li>
  );
});
