import type { KeyboardEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MIN_INVITE_CODE_LENGTH } from '#shared/schemas/auth.ts';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import type { AuthFormProps } from './auth-mode.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { signUpFormSchema } from './form-schemas.ts';
import type { SignUpFormInput, SignUpFormOutput } from './form-schemas.ts';
import { ModeSwitch } from './mode-switch.tsx';
import { SubmitButton } from './submit-button.tsx';
import * as styles from './auth-form.css.ts';

export type SignUpFormProps = AuthFormProps & {
  /**
   * The account exists and can sign in now. Gets the address and password just used, so a caller
   * that wants the person signed in at once (the Beta Access tab) can do it without asking again.
   */
  onCreated: (credentials: { email: string; password: string }) => void;
  /** The account exists but its address must be confirmed first. */
  onVerificationNeeded: (email: string) => void;
  /** A code to start with, from the invite link the page was opened with. */
  inviteCode?: string;
};

export function SignUpForm({
  email,
  onEmailChange,
  onModeChange,
  autoFocus,
  onCreated,
  onVerificationNeeded,
  inviteCode: initialInviteCode = '',
}: SignUpFormProps) {
  const {
    register,
    handleSubmit,
    control,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<SignUpFormInput, unknown, SignUpFormOutput>({
    resolver: zodResolver(signUpFormSchema),
    mode: 'onTouched',
    defaultValues: {
      email,
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      inviteCode: initialInviteCode,
    },
  });
  const [password, confirmPassword, inviteCode] = useWatch({
    control,
    name: ['password', 'confirmPassword', 'inviteCode'],
  });
  const signUp = trpc.auth.signUp.useMutation({
    onSuccess: (result, values) => {
      if (result.status === 'created')
        onCreated({ email: values.email, password: values.password });
      else onVerificationNeeded(result.email);
    },
  });

  // A short code or a mismatched confirmation disables submit, and says why inline
  // (docs/forms.md#sign-up-and-sign-in).
  const codeTooShort = inviteCode.trim().length < MIN_INVITE_CODE_LENGTH;
  const mismatch = confirmPassword !== '' && password !== confirmPassword;
  const blocked = codeTooShort || mismatch;

  const submit = handleSubmit((values) => signUp.mutate(values));

  // A disabled submit also swallows Enter; run the validation instead, so every problem shows
  // and focus goes to the first one.
  const submitOnEnterWhileBlocked = (event: KeyboardEvent<HTMLFormElement>) => {
    if (!blocked || event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    void submit();
  };

  const passwordField = register('password', {
    // The confirmation is judged against the password, so re-judge it when the password moves.
    onChange: () => {
      if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
    },
  });
  // These two explain the disabled submit, so they speak while the user types.
  const confirmField = register('confirmPassword', {
    onChange: () => void trigger('confirmPassword'),
  });
  const inviteField = register('inviteCode', { onChange: () => void trigger('inviteCode') });

  return (
    <>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => void submit(event)}
        onKeyDown={submitOnEnterWhileBlocked}
      >
        {signUp.error && <FormAlert tone="error">{errorMessage(signUp.error)}</FormAlert>}
        <EmailField
          field={register('email')}
          error={errors.email?.message}
          autoFocus={autoFocus}
          onEmailChange={onEmailChange}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={errors.password ? undefined : 'At least 6 characters.'}
          error={errors.password?.message}
          {...passwordField}
        />
        <FormField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...confirmField}
        />
        <div className={styles.row}>
          <FormField
            label="First name"
            optional
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <FormField
            label="Last name"
            optional
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <FormField
          label="Invite code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          hint="The code from your beta invitation."
          error={errors.inviteCode?.message}
          {...inviteField}
          onChange={(event) => {
            uppercaseInPlace(event.target);
            void inviteField.onChange(event);
          }}
        />
        <SubmitButton
          pending={signUp.isPending}
          pendingLabel="Creating account…"
          disabled={blocked}
        >
          Sign Up
        </SubmitButton>
      </form>
      <ModeSwitch prompt="Already have an account?" onClick={() => onModeChange('signin')}>
        Sign in
      </ModeSwitch>
    </>
  );
}

/**
 * Upper-cases the field as typed (docs/forms.md#sign-up-and-sign-in), keeping the caret where the
 * user left it.
 */
function uppercaseInPlace(input: HTMLInputElement): void {
  const upper = input.value.toUpperCase();
  if (upper === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = upper;
  input.setSelectionRange(selectionStart, selectionEnd);
}
