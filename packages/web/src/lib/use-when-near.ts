import { useCallback } from 'react';

/**
 * A ref for an element that calls `near` once, when the element comes within
 * `margin` of the viewport (scrolled to, or tabbed to, which scrolls): what a
 * screen loads only for whoever goes down to it (issue 25 item 9: the
 * couples below the registrar's desk). `near` should be stable (a state
 * setter, or memoised): a new one observes the element again.
 */
export function useWhenNear(near: () => void, margin = '400px'): (element: Element | null) => void {
  return useCallback(
    (element: Element | null) => {
      if (!element) {
        return undefined;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            near();
          }
        },
        { rootMargin: `0px 0px ${margin} 0px` },
      );
      observer.observe(element);
      // React 19 calls the function a ref returns when the element goes.
      return () => observer.disconnect();
    },
    [near, margin],
  );
}
