import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { twoStepCode } from '#shared/schemas/auth.ts';
import type { Me } from '#shared/schemas/auth.ts';
import { KeyRound } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { trpc } from '../../trpc.ts';
import { usePasskeyPrompt } from '../two-step/passkeys/use-passkey-prompt.ts';
import { passkeysSupported, signWithPasskey } from '../two-step/passkeys/webauthn.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { ModeButton } from './mode-switch.tsx';
import { SubmitButton } from './submit-button.tsx';
import * as styles from './auth-form.css.ts';

const codeForm = z.object({ code: twoStepCode });

export interface SecondStepFormProps {
  /** The challenge auth.signIn answered after the right password. */
  token: string;
  /** The account has a passkey, which may answer instead of a code (docs/accounts.md#passkeys). */
  passkey?: boolean;
  onSignedIn: (me: Me) => void;
  /** Back to the email and password (an expired challenge, or a change of mind). */
  onRestart: () => void;
}

/**
 * The sign-in's second step (docs/accounts.md#two-step-sign-in): the authenticator app's code, or
 * one of the recovery codes for someone without their phone, or one of the account's passkeys.
 */
export function SecondStepForm({ token, passkey, onSignedIn, onRestart }: SecondStepFormProps) {
  const [method, setMethod] = useState<'totp' | 'recovery'>('totp');
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof codeForm>, unknown, z.output<typeof codeForm>>({
    resolver: zodResolver(codeForm),
    defaultValues: { code: '' },
  });
  const complete = trpc.auth.completeSignIn.useMutation({ onSuccess: onSignedIn });
  const submit = handleSubmit(({ code }) => complete.mutate({ token, code }));
  const passkeyOptions = trpc.auth.passkeySecondStepOptions.useMutation();
  const prompt = usePasskeyPrompt();
  const answerWithPasskey = () =>
    prompt.run(async () => {
      complete.reset();
      const assertion = await signWithPasskey(await passkeyOptions.mutateAsync({ token }));
      onSignedIn(await complete.mutateAsync({ token, passkey: assertion }));
    });
  const totp = method === 'totp';
  const switchMethod = () => {
    reset({ code: '' });
    complete.reset();
    setMethod(totp ? 'recovery' : 'totp');
  };

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      {prompt.error && <FormAlert tone="error">{prompt.error}</FormAlert>}
      {complete.error && !prompt.error && (
        <FormAlert tone="error">
          <span>{errorMessage(complete.error)}</span>
        </FormAlert>
      )}
      <FormField
        key={method}
        label={
          totp ? 'Enter the 6-digit code from your authenticator app' : 'Enter a recovery code'
        }
        hint={totp ? undefined : 'Each recovery code works once.'}
        autoFocus
        autoComplete="one-time-code"
        inputMode={totp ? 'numeric' : 'text'}
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <div className={styles.forgotRow}>
        <ModeButton className={styles.textButton} onClick={switchMethod}>
          {totp ? 'Use a recovery code instead' : 'Use the authenticator app instead'}
        </ModeButton>
      </div>
      <SubmitButton pending={complete.isPending} pendingLabel="Checking…">
        Continue
      </SubmitButton>
      {passkey && passkeysSupported() && (
        <Button
          variant="secondary"
          disabled={prompt.pending}
          aria-busy={prompt.pending || undefined}
          onClick={() => void answerWithPasskey()}
        >
          <KeyRound size={16} aria-hidden="true" />
          {prompt.pending ? 'Waiting for your passkey…' : 'Use a passkey'}
        </Button>
      )}
      <div className={styles.forgotRow}>
        <ModeButton className={styles.textButton} onClick={onRestart}>
          Start again
        </ModeButton>
      </div>
    </form>
  );
}
