import { LoadWhenWanted } from '../../lazy/load-when-wanted.tsx';
import { lazyExport } from '../../lazy/lazy-export.ts';
import { loadWithApi } from '../../lazy/with-api.tsx';
import type { SignInDialogProps } from './sign-in-dialog.tsx';

// The dialog (Radix), its forms (zod, react-hook-form) and the API hooks are no part of a public page's first
// paint: they are fetched when a visitor reaches for Sign In, not with the landing page.
const lazyDialog = lazyExport(
  () => loadWithApi(() => import('./sign-in-dialog.tsx'), 'SignInDialog'),
  'SignInDialog',
);

/**
 * Starts fetching the dialog: for the opener's pointerenter and focus, so that the click usually
 * finds it in and the dialog opens at once.
 */
export function preloadSignInDialog(): void {
  // Failure is not an error here: opening the dialog fetches again.
  void lazyDialog.load().catch(() => undefined);
}

/** SignInDialog whose code loads on demand: it opens as soon as its chunk is in. */
export function LazySignInDialog(props: SignInDialogProps) {
  return <LoadWhenWanted source={lazyDialog} wanted={props.open} props={props} />;
}
