import { isFormPage, type PublicPageView } from './page-view';

/**
 * A page's view split for sending in lines (ADR 044): the view with its long
 * list emptied, and the list's items. /entries' list is every event with its
 * couples (on the 1,500-couple competition 730 KB of JSON): parsed at once it
 * holds a phone's main thread for a quarter of a second, where parsed an item
 * per line, a few at a time, no step does; /competitors', /register's and
 * /updateEntries' is every registered dancer.
 * Views without a long list have no items: the head is the whole view.
 */
export interface ViewInParts {
  head: PublicPageView;
  items: readonly unknown[];
}

/** Splits a page's view into its head and its long list's items (see `ViewInParts`). */
export function splitLongList(view: PublicPageView): ViewInParts {
  if (view.page === 'entries') {
    return { head: { ...view, events: [] }, items: view.events };
  }
  if (view.page === 'competitors' || isFormPage(view)) {
    return { head: { ...view, dancers: [] }, items: view.dancers };
  }
  return { head: view, items: [] };
}

/** The view `splitLongList` split, whole again. */
export function joinLongList(head: PublicPageView, items: readonly unknown[]): PublicPageView {
  if (head.page === 'entries') {
    return { ...head, events: items as typeof head.events };
  }
  if (head.page === 'competitors') {
    return { ...head, dancers: items as typeof head.dancers };
  }
  if (isFormPage(head)) {
    return { ...head, dancers: items as typeof head.dancers };
  }
  return head;
}
