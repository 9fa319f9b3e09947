import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_CHANGED } from '#shared/account-messages.ts';
import { changePasswordInput, type ChangePasswordInput } from '#shared/schemas/account.ts';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { FormField } from '../auth/form-field.tsx';
import { SubmitButton } from '../auth/submit-button.tsx';
import * as formStyles from '../auth/auth-form.css.ts';

/**
 * The current password, then the new one twice (docs/accounts.md#password-and-email). Every
 * other session ends; this one stays, so the person stays on the page.
 */
export function ChangePasswordForm() {
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    getFieldState,
    formState: { errors },
  } = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInput),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const utils = trpc.useUtils();
  const change = trpc.account.credentials.changePassword.useMutation({
    onSuccess: () => {
      reset();
      setDone(true);
      // The list of sessions is one row shorter now (or more).
      void utils.account.sessions.list.invalidate();
    },
  });
  const submit = handleSubmit((values) => {
    setDone(false);
    change.mutate(values);
  });

  return (
    <form
      noValidate
      aria-label="Change password"
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
    >
      {change.error && <FormAlert tone="error">{errorMessage(change.error)}</FormAlert>}
      {done && <FormAlert tone="success">{PASSWORD_CHANGED}</FormAlert>}
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={errors.newPassword ? undefined : 'At least 6 characters.'}
        error={errors.newPassword?.message}
        {...register('newPassword', {
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
        {...register('confirmPassword')}
      />
      <SubmitButton pending={change.isPending} pendingLabel="Changing…">
        Change password
      </SubmitButton>
    </form>
  );
}
