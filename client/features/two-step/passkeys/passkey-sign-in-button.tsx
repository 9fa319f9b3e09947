import { KeyRound } from 'lucide-react';
import type { Me } from '#shared/schemas/auth.ts';
import { Button } from '../../../components/button.tsx';
import { trpc } from '../../../trpc.ts';
import { FormAlert } from '../../auth/form-alert.tsx';
import { usePasskeyPrompt } from './use-passkey-prompt.ts';
import { passkeysSupported, signWithPasskey } from './webauthn.ts';
import * as styles from './passkeys.css.ts';

/**
 * "Sign in with a passkey" (docs/accounts.md#passkeys): no email or password, the device's passkey
 * names the account; no second step follows. Hidden where the browser has no WebAuthn.
 */
export function PasskeySignInButton({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const options = trpc.auth.passkeySignInOptions.useMutation();
  const signIn = trpc.auth.passkeySignIn.useMutation();
  const prompt = usePasskeyPrompt();
  if (!passkeysSupported()) return null;
  const start = () =>
    prompt.run(async () => {
      const assertion = await signWithPasskey(await options.mutateAsync());
      onSignedIn(await signIn.mutateAsync(assertion));
    });
  return (
    <div className={styles.signIn}>
      {prompt.error && <FormAlert tone="error">{prompt.error}</FormAlert>}
      <Button
        variant="secondary"
        fullWidth
        disabled={prompt.pending}
        aria-busy={prompt.pending || undefined}
        onClick={() => void start()}
      >
        <KeyRound size={16} aria-hidden="true" />
        {prompt.pending ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
    </div>
  );
}
