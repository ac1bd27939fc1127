import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { hrefFor } from '../config/paths';

interface CompetitorLinkProps {
  /** The competitor's id; the plain name is shown for a dancer not registered (a placeholder). */
  id: string | undefined;
  name: string;
  slug: string | undefined;
}

/** A dancer's name, linking to their own page (/competitors/{id}) when they have one. */
export function CompetitorLink({ id, name, slug }: CompetitorLinkProps) {
  if (id === undefined) {
    return <>{name}</>;
  }
  return (
    <Anchor
      component={Link}
      to={hrefFor('competitorDetails', slug, { id })}
      inherit
      underline="always"
    >
      {name}
    </Anchor>
  );
}
