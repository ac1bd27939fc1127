import { useEffect, useState } from 'react';

const TICK_MS = 15_000;

/**
 * The time a server-rendered page reads, in ms: the server's render time
 * until the page has hydrated (so the browser draws what the server drew),
 * then the browser's clock, read every 15 s so what depends on the minute
 * (registration open, the competition running) moves on by itself.
 */
export function usePageClock(serverNow: string): number {
  const [now, setNow] = useState(() => Date.parse(serverNow));
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
