import { hrefFor } from '../config/paths';

interface PlainCompetitorLinkProps {
  /** The competitor's id; the plain name is shown for a dancer not registered (TBA, a placeholder). */
  id?: string | undefined;
  name: string;
  slug: string | undefined;
}

/** A dancer's name, linking to their own page (/competitors/{id}) when they have one. */
export function PlainCompetitorLink({ id, name, slug }: PlainCompetitorLinkProps) {
  if (id === undefined) {
    return <>{name}</>;
  }
  return (
    <a className="fc-underline" href={hrefFor('competitorDetails', slug, { id })}>
      {name}
    </a>
  );
}
