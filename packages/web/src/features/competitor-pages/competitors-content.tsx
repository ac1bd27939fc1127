import type { DirectoryRow } from '@floorcraft/domain';
import { memo, useDeferredValue, useMemo, useState } from 'react';
import { PlainCompetitorLink } from '../../widgets/plain-competitor-link';
import { PlainSearchField } from '../../components/plain/plain-search-field';
import { hrefFor } from '../../config/paths';
import { PlainShowMore } from '../../components/plain/plain-show-more';
import { lineClass } from '../../widgets/line-class';
import { MORE_ROWS, useRowsInChunks } from '../../hooks/use-rows-in-chunks';
import { searchDirectory } from './competitor-directory';

function summaryOf(shown: number, all: number, query: string): string {
  if (query.trim() === '') {
    return `${all} ${all === 1 ? 'dancer' : 'dancers'} registered.`;
  }
  return shown === 0
    ? `No dancer matches "${query.trim()}".`
    : `${shown} of ${all} ${all === 1 ? 'dancer' : 'dancers'} match.`;
}

interface LineProps {
  row: DirectoryRow;
  /** Its place in the list shown (`lineClass`). */
  index: number;
  slug: string | undefined;
}

/** One dancer; memoised, so drawing the next chunk leaves the rows drawn alone. */
const DancerLine = memo(function DancerLine({ row, index, slug }: LineProps) {
  const numbers =
    row.numbers.length === 0
      ? ''
      : `${row.numbers.length === 1 ? 'Number' : 'Numbers'} ${row.numbers.join(', ')}`;
  return (
    <li className={lineClass(index)}>
      <span className="fc-strong">
        <PlainCompetitorLink id={row.id} name={row.name} slug={slug} />
      </span>
      <div className="fc-muted fc-small">
        {[row.school, row.levels, numbers].filter(Boolean).join(' · ')}
        {row.seeking && (
          <>
            {' · '}
            <a className="fc-underline" href={hrefFor('tbaList', slug)}>
              looking for a partner
            </a>
          </>
        )}
      </div>
    </li>
  );
});

/**
 * The dancers shown: the first rows at once, then in chunks (issue 27); on a
 * big competition the rest as the reader scrolls on.
 */
function DancerList({ rows, slug }: { rows: readonly DirectoryRow[]; slug: string | undefined }) {
  const { count, more, asked } = useRowsInChunks(rows.length);
  return (
    <>
      <ul className="fc-lines" aria-label="Dancers">
        {rows.slice(0, count).map((row, index) => (
          <DancerLine key={row.id} row={row} index={index} slug={slug} />
        ))}
      </ul>
      {more && (
        <PlainShowMore
          key={asked}
          noun="dancers"
          shown={count}
          total={rows.length}
          more={more}
          step={MORE_ROWS}
        />
      )}
    </>
  );
}

interface CompetitorsContentProps {
  dancers: DirectoryRow[];
  /** How many are registered: the page may hold only its first dancers until the whole view comes. */
  registered: number;
  slug: string | undefined;
}

/**
 * /competitors: every registered dancer (name, school, levels, the numbers
 * they dance under; never an email), searchable, each linking to their
 * page. Live from the page's view: a new registration appears as it is stored.
 */
export function CompetitorsContent({ dancers, registered, slug }: CompetitorsContentProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => searchDirectory(dancers, deferredQuery), [dancers, deferredQuery]);
  return (
    <>
      <p>
        Everyone registered, to find a partner, a teammate or a friend. Each name leads to the
        dancer&apos;s own page with their heats and results.
      </p>
      <PlainSearchField
        label="Search dancers"
        description="A name, a school or a number"
        value={query}
        onChange={setQuery}
        summary={summaryOf(shown.length, registered, deferredQuery)}
      />
      {/* A new search starts the list again from its first rows. */}
      {shown.length > 0 && <DancerList key={deferredQuery} rows={shown} slug={slug} />}
    </>
  );
}
