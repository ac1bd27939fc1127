import { lazy, Suspense } from 'react';
import { useHasAskedToConfirm } from '../../lib/confirm/confirm-store';

/** The dialog itself: loaded the first time a page asks, as the app's ConfirmDialog is. */
const OpenedDialog = lazy(() =>
  import('./opened-confirm-dialog').then((module) => ({ default: module.OpenedConfirmDialog })),
);

/**
 * The tab's confirmation question (`askToConfirm`) on a server-drawn page,
 * as the browser's own modal <dialog> in place of the app's Mantine one:
 * focus goes to Cancel, so a stray Enter changes nothing; Escape and Cancel
 * decline; the red button names its action. Drawn once anything is asked
 * (a late entry, by registration staff), so no page loads it before.
 */
export function PlainConfirmDialog() {
  return useHasAskedToConfirm() ? (
    <Suspense fallback={null}>
      <OpenedDialog />
    </Suspense>
  ) : null;
}
