import { Anchor, Text } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { CompetitorLink } from '../../widgets/competitor-link';
import { CompetitionPending, Page } from '../../widgets/page';
import { SearchField } from '../../components/search-field';
import { hrefFor } from '../../config/paths';
import { useCompetition } from '../../lib/realtime/use-competition';
import { useCompetitionSlug } from '../../lib/realtime/use-competition-slug';
import { competitorDirectory, searchDirectory, type DirectoryRow } from './competitor-directory';
import classes from './competitors-page.module.css';

function summaryOf(shown: number, all: number, query: string): string {
  if (query.trim() === '') {
    return `${all} ${all === 1 ? 'dancer' : 'dancers'} registered.`;
  }
  return shown === 0
    ? `No dancer matches "${query.trim()}".`
    : `${shown} of ${all} ${all === 1 ? 'dancer' : 'dancers'} match.`;
}

function DancerLine({ row, slug }: { row: DirectoryRow; slug: string | undefined }) {
  const numbers =
    row.numbers.length === 0
      ? ''
      : `${row.numbers.length === 1 ? 'Number' : 'Numbers'} ${row.numbers.join(', ')}`;
  return (
    <li className={classes.row}>
      <Text fw={700}>
        <CompetitorLink id={row.id} name={row.name} slug={slug} />
      </Text>
      <div className={classes.detail}>
        {[row.school, row.levels, numbers].filter(Boolean).join(' · ')}
        {row.seeking && (
          <>
            {' · '}
            <Anchor component={Link} to={hrefFor('tbaList', slug)} inherit underline="always">
              looking for a partner
            </Anchor>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * /competitors: every registered dancer (name, school, levels, the numbers
 * they dance under; never an email), searchable, each linking to their
 * page. Live from the public view: a new registration appears as it is stored.
 */
export function Component() {
  const competition = useCompetition();
  const slug = useCompetitionSlug();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const rows = useMemo(() => (competition ? competitorDirectory(competition) : []), [competition]);
  const shown = useMemo(() => searchDirectory(rows, deferredQuery), [rows, deferredQuery]);
  return (
    <Page title="Competitors">
      {!competition ? (
        <CompetitionPending />
      ) : (
        <>
          <Text>
            Everyone registered, to find a partner, a teammate or a friend. Each name leads to the
            dancer&apos;s own page with their heats and results.
          </Text>
          <SearchField
            label="Search dancers"
            description="A name, a school or a number"
            value={query}
            onChange={setQuery}
            summary={summaryOf(shown.length, rows.length, deferredQuery)}
          />
          {shown.length > 0 && (
            <ul className={classes.list} aria-label="Dancers">
              {shown.map((row) => (
                <DancerLine key={row.id} row={row} slug={slug} />
              ))}
            </ul>
          )}
        </>
      )}
    </Page>
  );
}
