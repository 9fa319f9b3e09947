import { lazyExport } from '../../lazy/lazy-export.ts';
import { SignInDialogFrame } from './sign-in-dialog-frame.tsx';
import type { SignInDialogBodySource, SignInDialogProps } from './sign-in-dialog-frame.tsx';

// The forms bring zod and react-hook-form, which the public pages have no other use for: they
// are fetched when a visitor reaches for Sign In, not with the landing page.
const lazyBody: SignInDialogBodySource = lazyExport(
  () => import('./sign-in-dialog-body.tsx'),
  'SignInDialogBody',
);

/**
 * Starts fetching the dialog's forms: for the opener's pointerenter and focus, so that the click
 * usually finds them in and the dialog opens complete.
 */
export function preloadSignInDialog(): void {
  // Failure is not an error here: opening the dialog fetches again, and says so if it fails.
  void lazyBody.load().catch(() => undefined);
}

/**
 * SignInDialog whose forms load on demand: it opens at once with its title, and the forms follow
 * in the space they will take (the first field then takes focus).
 */
export function LazySignInDialog(props: SignInDialogProps) {
  return <SignInDialogFrame {...props} body={lazyBody} />;
}
