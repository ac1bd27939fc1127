/** `year-month-day` of a year moved by `years`: Feb 29 becomes Feb 28 in a year without it. */
function movedDate(year: number, month: number, day: number, years: number): string {
  const target = year + years;
  const leap = (target % 4 === 0 && target % 100 !== 0) || target % 400 === 0;
  const movedDay = month === 2 && day === 29 && !leap ? 28 : day;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(target, 4)}-${pad(month)}-${pad(movedDay)}`;
}

/** The wall-clock time at instant `ms` in `timeZone`, read as if it were UTC. */
function wallClockMs(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((each) => each.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
}

/** The instant whose wall clock in `timeZone` reads `wallMs` (an hour later in a spring-forward gap). */
function instantOfWallClock(wallMs: number, timeZone: string): number {
  let instant = wallMs;
  // Twice: the offset at the first guess may differ from the offset at the answer.
  for (let pass = 0; pass < 2; pass += 1) {
    instant = wallMs - (wallClockMs(instant, timeZone) - instant);
  }
  return instant;
}

/**
 * An ISO date-time moved by whole years, keeping its local day and time
 * (Feb 29 → Feb 28 where the year has none). Without a time zone the local
 * time is the one written, offset kept; with one, it is that zone's wall
 * clock, so a deadline at 23:59 New York time stays 23:59 there even where
 * the daylight-saving dates fall differently. Answers in UTC then.
 */
export function moveByYears(isoDateTime: string, years: number, timeZone?: string): string {
  if (timeZone === undefined) {
    const [, year, month, day, rest] = /^(\d{4})-(\d{2})-(\d{2})(.*)$/.exec(isoDateTime) ?? [];
    return `${movedDate(Number(year), Number(month), Number(day), years)}${rest ?? ''}`;
  }
  const wall = new Date(wallClockMs(Date.parse(isoDateTime), timeZone));
  const date = movedDate(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate(), years);
  const movedWall = Date.parse(`${date}T${wall.toISOString().slice(11, 19)}Z`);
  return `${new Date(instantOfWallClock(movedWall, timeZone)).toISOString().slice(0, 19)}Z`;
}
