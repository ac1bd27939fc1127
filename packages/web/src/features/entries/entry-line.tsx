import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { CompetitorLink } from '../../widgets/competitor-link';
import { hrefFor } from '../../config/paths';
import type { EntryRow } from './entries-by-event';
import classes from './entries.module.css';

/** One couple (or one dancer holding a TBA place) in an event's list. */
export function EntryLine({ row, slug }: { row: EntryRow; slug: string | undefined }) {
  return (
    <li className={classes.row}>
      <span className={classes.number}>{row.number ?? 'TBA'}</span>
      <div>
        <Text span fw={600}>
          <CompetitorLink id={row.lead.id} name={row.lead.name} slug={slug} /> &amp;{' '}
          <CompetitorLink id={row.follow.id} name={row.follow.name} slug={slug} />
        </Text>
        <div className={classes.school}>
          {row.schools.join(' · ')}
          {row.seekingRole && (
            <>
              {' · '}
              <Anchor component={Link} to={hrefFor('tbaList', slug)} inherit underline="always">
                looking for a {row.seekingRole === 'lead' ? 'follow' : 'lead'}
              </Anchor>
            </>
          )}
        </div>
      </div>
    </li>
  );
}
