import type { StyleGroup } from '@floorcraft/domain';
import { useDeferredValue, useMemo, useState } from 'react';
import { PlainSearchField } from '../../components/plain/plain-search-field';
import { hrefFor } from '../../config/paths';
import { TbaList } from './tba-list';
import { searchTba } from './tba-search';

const rowsOf = (groups: readonly StyleGroup[]) =>
  groups.flatMap((group) => group.levels.flatMap((level) => level.rows));

/** "4 dancers are looking for a partner (5 TBA places)": a dancer may wait in several events. */
function lookingLine(groups: readonly StyleGroup[]): string {
  const rows = rowsOf(groups);
  const dancers = new Set(rows.map((row) => row.competitorId)).size;
  const who = dancers === 1 ? 'One dancer is' : `${dancers} dancers are`;
  return dancers === rows.length
    ? `${who} looking for a partner.`
    : `${who} looking for a partner (${rows.length} TBA places).`;
}

/**
 * /TBAList: dancers who registered without a partner, by the style and
 * level of the event, live from the page's view. Pairing two of them is
 * the registrar's (or both dancers' with their codes): this page lists only.
 */
export function TbaListContent({
  groups,
  slug,
}: {
  groups: StyleGroup[];
  slug: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => searchTba(groups, deferredQuery), [groups, deferredQuery]);
  const all = rowsOf(groups).length;
  const matching = rowsOf(shown).length;
  return (
    <>
      <p>
        Dancers looking for a partner, by style and level. Found someone? Ask the registrar to pair
        you, or pair up yourselves on{' '}
        <a className="fc-underline" href={hrefFor('updateEntries', slug)}>
          Update entries
        </a>{' '}
        with both competitor codes.
      </p>
      {all === 0 ? (
        <p className="fc-strong">Nobody is looking for a partner right now.</p>
      ) : (
        <>
          <PlainSearchField
            label="Search the TBA list"
            description="A name, a school, an event, or lead or follow"
            value={query}
            onChange={setQuery}
            summary={
              deferredQuery.trim() === '' ? lookingLine(groups) : `${matching} of ${all} match.`
            }
          />
          <TbaList groups={shown} slug={slug} />
        </>
      )}
    </>
  );
}
