import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import type { z } from 'zod';
import { emailOnlyInput } from '#shared/schemas/auth.ts';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import type { AuthFormProps } from './auth-mode.ts';
import { EmailField } from './email-field.tsx';
import { FormAlert } from './form-alert.tsx';
import { SubmitButton } from './submit-button.tsx';
import * as styles from './auth-form.css.ts';
import { ModeButton } from './mode-switch.tsx';

export type ForgotPasswordFormProps = AuthFormProps & {
  /** The request was accepted; the server answers the same whether or not the account exists. */
  onSent: (email: string) => void;
};

export function ForgotPasswordForm({
  email,
  onEmailChange,
  onModeChange,
  autoFocus,
  onSent,
}: ForgotPasswordFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof emailOnlyInput>, unknown, z.output<typeof emailOnlyInput>>({
    resolver: zodResolver(emailOnlyInput),
    mode: 'onTouched',
    defaultValues: { email },
  });
  const request = trpc.auth.requestPasswordReset.useMutation();

  const submit = handleSubmit((values) =>
    request.mutate(values, { onSuccess: () => onSent(values.email) }),
  );

  return (
    <>
      <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        {request.error && <FormAlert tone="error">{errorMessage(request.error)}</FormAlert>}
        <EmailField
          field={register('email')}
          error={errors.email?.message}
          autoFocus={autoFocus}
          onEmailChange={onEmailChange}
        />
        <SubmitButton pending={request.isPending} pendingLabel="Sending…">
          Send Reset Link
        </SubmitButton>
      </form>
      <p className={styles.backLine}>
        <ModeButton className={styles.backButton} onClick={() => onModeChange('signin')}>
          <ArrowLeft size={16} aria-hidden="true" />
          Back to Sign In
        </ModeButton>
      </p>
    </>
  );
}
