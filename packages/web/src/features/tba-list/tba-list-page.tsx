import { Anchor, Text } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CompetitionPending, Page } from '../../widgets/page';
import { SearchField } from '../../components/search-field';
import { hrefFor } from '../../config/paths';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { searchTba, tbaGroups, type StyleGroup } from './tba-groups';
import { TbaList } from './tba-list';

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
 * level of the event, live from the public view. Pairing two of them is
 * the registrar's (or both dancers' with their codes): this page lists only.
 */
export function Component() {
  const competition = useCompetition();
  const slug = useCompetitionSlug();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const groups = useMemo(() => (competition ? tbaGroups(competition) : []), [competition]);
  const shown = useMemo(() => searchTba(groups, deferredQuery), [groups, deferredQuery]);
  const all = rowsOf(groups).length;
  const matching = rowsOf(shown).length;
  return (
    <Page title="TBA list">
      {!competition ? (
        <CompetitionPending />
      ) : (
        <>
          <Text>
            Dancers looking for a partner, by style and level. Found someone? Ask the registrar to
            pair you, or pair up yourselves on{' '}
            <Anchor component={Link} to={hrefFor('updateEntries', slug)} underline="always">
              Update entries
            </Anchor>{' '}
            with both competitor codes.
          </Text>
          {all === 0 ? (
            <Text fw={600}>Nobody is looking for a partner right now.</Text>
          ) : (
            <>
              <SearchField
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
      )}
    </Page>
  );
}
