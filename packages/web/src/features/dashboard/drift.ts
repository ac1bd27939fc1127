/** How the day's drift reads: "12 min behind schedule", "3 min ahead of schedule", "On schedule". */
export function driftText(delayMinutes: number): string {
  if (delayMinutes > 0) {
    return `${delayMinutes} min behind schedule`;
  }
  if (delayMinutes < 0) {
    return `${-delayMinutes} min ahead of schedule`;
  }
  return 'On schedule';
}

/** The tone of the drift badge: late by more than ten minutes warns, by more than thirty alerts. */
export function driftTone(delayMinutes: number): 'good' | 'warning' | 'alert' {
  if (delayMinutes > 30) {
    return 'alert';
  }
  return delayMinutes > 10 ? 'warning' : 'good';
}
