import type { EntryRow } from '@floorcraft/domain';
import { memo } from 'react';
import { PlainCompetitorLink } from '../../widgets/plain-competitor-link';
import { hrefFor } from '../../config/paths';
import { lineClass } from '../../widgets/line-class';

/** One couple (or one dancer holding a TBA place); memoised, so a new chunk leaves it alone. */
export const EntryLine = memo(function EntryLine({
  row,
  index,
  slug,
}: {
  row: EntryRow;
  /** Its place in the page's whole list (`lineClass`). */
  index: number;
  slug: string | undefined;
}) {
  return (
    <li className={lineClass(index, 'fc-entry')}>
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
