import { useEffect, useRef } from 'react';

/**
 * Calls `onRefresh` when the settings' liveScrollRefreshIndex changes while
 * the page is open (spec §7: staff refresh every live screen by writing a
 * new random value). The first value seen, on opening, is not a refresh.
 */
export function useRefreshSignal(index: number | undefined, onRefresh: () => void): void {
  const seen = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (index === undefined) {
      return;
    }
    if (seen.current !== undefined && seen.current !== index) {
      onRefresh();
    }
    seen.current = index;
  }, [index, onRefresh]);
}
