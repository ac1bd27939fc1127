import type { CompetitionFrame } from '@floorcraft/domain';
import { hrefFor } from '../../config/paths';
import { formatDateRange } from '../../lib/format-dates';
import { mayRegisterNow, RegistrationStatus } from './registration-status';

interface HomeContentProps {
  frame: CompetitionFrame;
  /** The slug in the page's address; undefined on the server's root routes. */
  slug: string | undefined;
  now: string;
  /** The domain's `isCompetitionRunning` at `now`: following it live comes first. */
  running: boolean;
}

/** A competition's home page: what, when, where, and what to do next. */
export function HomeContent({ frame, slug, now, running }: HomeContentProps) {
  const { metadata } = frame;
  // Both while registration is open and results are shown (issue 25 item 5).
  const canRegister = mayRegisterNow(metadata, now);
  const showResults = metadata.resultsPageShown;
  return (
    <>
      <p className="fc-lead">{formatDateRange(metadata.startDate, metadata.endDate)}</p>
      {metadata.tagline && <p className="fc-tagline">{metadata.tagline}</p>}
      <RegistrationStatus metadata={metadata} now={now} />
      <p className="fc-actions">
        {running && (
          <a className="fc-button fc-button-large" href={hrefFor('liveCompView', slug)}>
            Follow live
          </a>
        )}
        {canRegister && (
          <a className="fc-button fc-button-large" href={hrefFor('register', slug)}>
            Register now
          </a>
        )}
        {showResults && (
          <a
            className={`fc-button fc-button-large${canRegister ? ' fc-button-default' : ''}`}
            href={hrefFor('results', slug)}
          >
            See results
          </a>
        )}
        <a className="fc-button fc-button-large fc-button-default" href={hrefFor('details', slug)}>
          Competition details
        </a>
      </p>
      {metadata.venue.name && (
        <section className="fc-card fc-narrow" aria-labelledby="home-venue">
          <h2 id="home-venue" className="fc-h4">
            Venue
          </h2>
          <p className="fc-strong">{metadata.venue.name}</p>
          {metadata.venue.address && <p className="fc-muted">{metadata.venue.address}</p>}
          <a className="fc-link-button" href={hrefFor('venue', slug)}>
            Getting there
          </a>
        </section>
      )}
    </>
  );
}
