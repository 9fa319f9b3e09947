import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { FormAlert } from './form-alert.tsx';
import { FormField } from './form-field.tsx';
import { newPasswordFormSchema } from './form-schemas.ts';
import type { NewPasswordFormInput, NewPasswordFormOutput } from './form-schemas.ts';
import { SubmitButton } from './submit-button.tsx';
import * as styles from './auth-form.css.ts';

export interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
}

/** The new-password form of /reset-password (docs/forms.md#password-reset). */
export function ResetPasswordForm({ token, onReset }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<NewPasswordFormInput, unknown, NewPasswordFormOutput>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const utils = trpc.useUtils();
  const reset = trpc.auth.resetPassword.useMutation({
    onSuccess: () => {
      // The reset ended every session of the account, this browser's included.
      utils.auth.me.setData(undefined, null);
      onReset();
    },
  });

  const submit = handleSubmit((values) => reset.mutate({ token, ...values }));

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      {reset.error && <FormAlert tone="error">{errorMessage(reset.error)}</FormAlert>}
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        hint={errors.password ? undefined : 'At least 6 characters.'}
        error={errors.password?.message}
        {...register('password', {
          // The confirmation is judged against the password, so re-judge it when this moves.
          onChange: () => {
            if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword');
          },
        })}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { onChange: () => void trigger('confirmPassword') })}
      />
      <SubmitButton pending={reset.isPending} pendingLabel="Saving…">
        Reset Password
      </SubmitButton>
    </form>
  );
}
