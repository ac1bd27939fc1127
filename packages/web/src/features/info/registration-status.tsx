import {
  competitionTimeZone,
  formatInZone,
  registrationStanding,
  type CompetitionFrame,
  type RegistrationStanding,
} from '@floorcraft/domain';

type Metadata = CompetitionFrame['metadata'];

/**
 * Whether a visitor may register now: the domain's `registrationStanding`,
 * the one rule /register and the server read too (the close date, or the
 * organizers' switch on closed).
 */
export function mayRegisterNow(metadata: Metadata, now: string): boolean {
  return registrationStanding(now, metadata).open;
}

/** The badge and sentence of one standing: the phase's prices come from the dates alone. */
function describe(standing: RegistrationStanding, metadata: Metadata) {
  const close = metadata.dateRegistrationClosed;
  // Every date in the competition's zone, named ("1 Feb 2027, 23:59 New York time": ADR 027).
  const day = (instant: string) => formatInZone(instant, competitionTimeZone(metadata));
  if (!standing.open) {
    return {
      badge: 'Registration closed',
      text:
        standing.closedBy === 'date' && close
          ? `Registration closed on ${day(close)}.`
          : 'Registration is closed.',
    };
  }
  const closes = close ? `registration closes ${day(close)}.` : 'registration is open.';
  const priceUntil =
    standing.until && standing.until !== close ? ` until ${day(standing.until)}` : '';
  switch (standing.phase) {
    case 'Early':
      return { badge: 'Early registration', text: `Early-bird prices${priceUntil}; ${closes}` };
    case 'Normal':
      return { badge: 'Registration open', text: `Normal prices${priceUntil}; ${closes}` };
    case 'Late':
      return { badge: 'Late registration', text: `Late prices; ${closes}` };
    case 'Pending':
      return {
        badge: 'Registration open',
        text: close ? `Registration closes ${day(close)}.` : 'Registration is open.',
      };
  }
}

/** One line on where registration stands at `now`, from the domain's `registrationStanding`. */
export function RegistrationStatus({ metadata, now }: { metadata: Metadata; now: string }) {
  const standing = registrationStanding(now, metadata);
  const status = describe(standing, metadata);
  return (
    <p className="fc-row">
      <span className={standing.open ? 'fc-badge fc-badge-open' : 'fc-badge'}>{status.badge}</span>{' '}
      <span className="fc-muted" data-testid="registration-status">
        {status.text}
      </span>
    </p>
  );
}
