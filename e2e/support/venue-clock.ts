/**
 * Zones round the clock, an hour or two apart: whenever a test runs, one of
 * them has its venue near midday.
 */
const ZONES_ROUND_THE_CLOCK = [
  'Pacific/Kiritimati',
  'Pacific/Tongatapu',
  'Pacific/Noumea',
  'Australia/Brisbane',
  'Asia/Tokyo',
  'Asia/Shanghai',
  'Asia/Bangkok',
  'Asia/Dhaka',
  'Asia/Karachi',
  'Asia/Dubai',
  'Europe/Moscow',
  'Africa/Cairo',
  'Africa/Lagos',
  'UTC',
  'Atlantic/Cape_Verde',
  'America/Noronha',
  'America/Sao_Paulo',
  'America/Halifax',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
] as const;

/** A moment as a venue in `zone` writes its schedule: `YYYY-MM-DDTHH:mm`. */
export function venueTime(zone: string, ms: number): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(ms)
    .replace(' ', 'T');
}

/** Hours past midnight at a venue in `zone` at `ms`. */
function venueHours(zone: string, ms: number): number {
  const [hours, minutes] = venueTime(zone, ms).slice(11).split(':').map(Number);
  return hours! + minutes! / 60;
}

/**
 * The zone whose venue is nearest midday now. A test that plans rounds
 * minutes before and after now puts its competition there, so the plan and
 * the floor are on the same venue day at any hour CI runs (a round planned
 * twenty minutes ago is yesterday's just after midnight, and says nothing
 * about today's delay).
 */
export function middayZone(ms = Date.now()): string {
  const distance = (zone: string) => Math.abs(venueHours(zone, ms) - 12);
  return ZONES_ROUND_THE_CLOCK.reduce((best, zone) =>
    distance(zone) < distance(best) ? zone : best,
  );
}
