import { SignInDialogBody } from './sign-in-dialog-body.tsx';
import { SignInDialogFrame } from './sign-in-dialog-frame.tsx';
import type { SignInDialogBodySource, SignInDialogProps } from './sign-in-dialog-frame.tsx';

export type { AuthMode } from './auth-mode.ts';
export type { SignInDialogProps };

// Bundled with the page that imports it, so the forms are there from the first opening. The
// public top bar uses LazySignInDialog instead (lazy-sign-in-dialog.tsx).
const bundledBody: SignInDialogBodySource = {
  load: () => Promise.resolve(SignInDialogBody),
  current: () => SignInDialogBody,
};

/** The sign-in modal (SPEC §2): sign in, sign up and forgot password, controlled from outside. */
export function SignInDialog(props: SignInDialogProps) {
  return <SignInDialogFrame {...props} body={bundledBody} />;
}
