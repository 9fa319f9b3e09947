import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { signInInput } from '#shared/schemas/auth.ts';
import type { Me, SignInInput } from '#shared/schemas/auth.ts';
import type { SecondStep } from '#shared/two-step.ts';
import { Button } from '../../components/button.tsx';
import { PasskeySignInButton } from '../two-step/passkeys/passkey-sign-in-button.tsx';
import { trpc } from '../../trpc.ts';
import { errorMessage, errorReason } from '../errors/api-errors.ts';
import type { AuthFormProps } from './auth-mode.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { ModeButton, ModeSwitch } from './mode-switch.tsx';
import { SecondStepForm } from './second-step-form.tsx';
import { SubmitButton } from './submit-button.tsx';
import { useResendVerification } from './use-resend-verification.ts';
import * as styles from './auth-form.css.ts';

export type SignInFormProps = AuthFormProps & {
  onSignedIn: (me: Me) => void;
};

export function SignInForm({
  email,
  onEmailChange,
  onModeChange,
  autoFocus,
  onSignedIn,
}: SignInFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInInput, unknown, z.output<typeof signInInput>>({
    resolver: zodResolver(signInInput),
    // Errors appear once a field is left, then follow every keystroke.
    mode: 'onTouched',
    defaultValues: { email, password: '' },
  });
  // Set when the password was right and the account asks for its second step.
  const [challenge, setChallenge] = useState<SecondStep['secondStep'] | null>(null);
  const signIn = trpc.auth.signIn.useMutation({
    onSuccess: (answer) =>
      'secondStep' in answer ? setChallenge(answer.secondStep) : onSignedIn(answer),
  });
  const resend = useResendVerification();

  const submit = handleSubmit((values) => {
    resend.reset();
    signIn.mutate(values);
  });
  // Only after the right password does the server say the address is unverified, and the
  // resend goes to the address that was checked (lower-cased by the schema).
  const unverifiedEmail =
    errorReason(signIn.error) === 'EMAIL_NOT_VERIFIED' ? signIn.variables?.email : undefined;

  if (challenge) {
    return (
      <SecondStepForm
        token={challenge.token}
        passkey={challenge.methods.includes('passkey')}
        onSignedIn={onSignedIn}
        onRestart={() => {
          signIn.reset();
          setChallenge(null);
        }}
      />
    );
  }

  return (
    <>
      <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        {signIn.error && (
          <FormAlert tone="error">
            <span>{errorMessage(signIn.error)}</span>
            {unverifiedEmail && !resend.isSent && (
              <Button
                variant="secondary"
                size="sm"
                disabled={resend.isPending}
                onClick={() => resend.resend(unverifiedEmail)}
              >
                {resend.isPending ? 'Sending…' : 'Resend verification email'}
              </Button>
            )}
          </FormAlert>
        )}
        {unverifiedEmail && resend.outcome && (
          <FormAlert tone={resend.outcome.tone}>{resend.outcome.text}</FormAlert>
        )}
        <EmailField
          field={register('email')}
          error={errors.email?.message}
          autoFocus={autoFocus}
          onEmailChange={onEmailChange}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className={styles.forgotRow}>
          <ModeButton className={styles.textButton} onClick={() => onModeChange('forgot-password')}>
            Forgot password?
          </ModeButton>
        </div>
        <SubmitButton pending={signIn.isPending} pendingLabel="Signing in…">
          Sign In
        </SubmitButton>
      </form>
      <PasskeySignInButton onSignedIn={onSignedIn} />
      <ModeSwitch prompt="Need an account?" onClick={() => onModeChange('signup')}>
        Sign up
      </ModeSwitch>
    </>
  );
}
