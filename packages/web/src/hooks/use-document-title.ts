import { useEffect } from 'react';

/** Sets the tab title to "Page · Competition", so screen readers and tabs say where you are. */
export function useDocumentTitle(page: string, competition: string | undefined): void {
  useEffect(() => {
    document.title = [page, competition ?? 'Floorcraft'].filter(Boolean).join(' · ');
  }, [page, competition]);
}
