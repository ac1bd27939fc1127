import { hrefFor } from '../../config/paths';

/**
 * /competitors/{id} for an id nobody registered (the server answers 404):
 * says so and leads to the list, where the dancer can be found by name.
 */
export function CompetitorNotFound({ id, slug }: { id: string; slug: string | undefined }) {
  return (
    <>
      <p>
        No dancer is registered under “{id}”. The link may be mistyped, or the dancer may have
        withdrawn.
      </p>
      <p>
        <a className="fc-underline" href={hrefFor('competitors', slug)}>
          Find a dancer on the competitors list
        </a>
      </p>
    </>
  );
}
