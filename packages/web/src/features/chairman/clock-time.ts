/** "14:03:27": when something happened today, in the viewer's time (or `timeZone`). */
export function clockTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) {
    return iso;
  }
  return date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    ...(timeZone && { timeZone }),
  });
}
