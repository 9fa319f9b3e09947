import { LoadWhenWanted } from '../../lazy/load-when-wanted.tsx';
import { lazyExport } from '../../lazy/lazy-export.ts';
import type { RequestFormDialogProps } from './request-form-dialog.tsx';

// The request form (its validation and the form library, about 60 KB compressed) is not needed
// to show a dashboard or a plan: it is fetched when the customer reaches for New Request or Edit.
const lazyDialog = lazyExport(() => import('./request-form-dialog.tsx'), 'RequestFormDialog');

/** Starts fetching the form: for its opener's pointerenter and focus, so a click finds it in. */
export function preloadRequestForm(): void {
  // Failure is not an error here: opening the dialog fetches again.
  void lazyDialog.load().catch(() => undefined);
}

/** RequestFormDialog whose code loads when first opened; it opens as soon as it is in. */
export function LazyRequestFormDialog(props: RequestFormDialogProps) {
  return <LoadWhenWanted source={lazyDialog} wanted={props.open} props={props} />;
}
