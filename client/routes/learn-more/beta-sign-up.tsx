import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { useLocation } from 'wouter';
import { Button } from '../../components/button.tsx';
import type { AuthMode } from '../../features/auth/auth-mode.ts';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { SignInDialog } from '../../features/auth/sign-in-dialog.tsx';
import { SignUpForm } from '../../features/auth/sign-up-form.tsx';
import { spinner } from '../../styles/spinner.css.ts';
import { trpc } from '../../trpc.ts';
import * as styles from './access-tabs.css.ts';

/**
 * The Beta Access tab's sign-up (docs/screens.md#routes), which ends on /dashboard. Sign-up itself
 * opens no session (the modal sends people to sign in), so a "created" answer is followed by a
 * sign-in with the password just typed; an address that must be confirmed first goes to
 * /verification-pending, as from the modal.
 */
export function BetaSignUp({ inviteCode = '' }: { inviteCode?: string }) {
  const [email, setEmail] = useState('');
  const [dialogMode, setDialogMode] = useState<AuthMode | null>(null);
  const [created, setCreated] = useState(false);
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: (answer) => {
      // A new account has no two-step sign-in yet; were one asked, the dialog takes it.
      if ('secondStep' in answer) return setDialogMode('signin');
      utils.auth.me.setData(undefined, answer);
      void utils.auth.me.invalidate();
      navigate('/dashboard');
    },
  });

  const signInDialog = (
    <SignInDialog
      open={dialogMode !== null}
      onOpenChange={(open) => {
        if (!open) setDialogMode(null);
      }}
      initialMode={dialogMode ?? 'signin'}
    />
  );

  if (created) {
    return (
      <div className={styles.notice}>
        {signIn.error ? (
          <>
            <FormAlert tone="error">
              Your account is ready, but we could not sign you in: {errorMessage(signIn.error)}
            </FormAlert>
            <Button onClick={() => setDialogMode('signin')}>Go to Sign In</Button>
          </>
        ) : (
          <>
            <p role="status" className={styles.status}>
              <LoaderCircle size={20} className={spinner} aria-hidden="true" />
              Your account is ready. Signing you in…
            </p>
          </>
        )}
        {signInDialog}
      </div>
    );
  }

  return (
    <>
      <SignUpForm
        email={email}
        inviteCode={inviteCode}
        onEmailChange={setEmail}
        onModeChange={setDialogMode}
        autoFocus={false}
        onCreated={(credentials) => {
          setCreated(true);
          signIn.mutate(credentials);
        }}
        onVerificationNeeded={(address) =>
          navigate('/verification-pending', { state: { email: address } })
        }
      />
      {signInDialog}
    </>
  );
}
