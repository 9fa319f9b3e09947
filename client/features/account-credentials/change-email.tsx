import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailChangeSent } from '#shared/account-messages.ts';
import { changeEmailInput, type ChangeEmailInput } from '#shared/schemas/account.ts';
import { Button } from '../../components/button.tsx';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { FormField } from '../auth/form-field.tsx';
import { SubmitButton } from '../auth/submit-button.tsx';
import * as formStyles from '../auth/auth-form.css.ts';
import * as styles from './credentials.css.ts';

/**
 * The account's email and how to change it (docs/accounts.md#password-and-email): a new address
 * and the password; the change waits for the link mailed to the new address, and says so, with a
 * way to cancel it.
 */
export function ChangeEmail({ email }: { email: string }) {
  const pending = trpc.account.credentials.pendingEmail.useQuery();
  const utils = trpc.useUtils();
  const cancel = trpc.account.credentials.cancelEmailChange.useMutation({
    onSuccess: () => utils.account.credentials.pendingEmail.setData(undefined, null),
  });

  return (
    <>
      <p className={styles.current}>
        Your email is <span className={styles.currentEmail}>{email}</span>.
      </p>
      {pending.data ? (
        <>
          <FormAlert tone="success">{emailChangeSent(pending.data.newEmail)}</FormAlert>
          {cancel.error && <FormAlert tone="error">{errorMessage(cancel.error)}</FormAlert>}
          <div className={styles.actions}>
            <Button variant="secondary" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              Cancel the change
            </Button>
          </div>
        </>
      ) : (
        pending.isSuccess && <ChangeEmailForm />
      )}
    </>
  );
}

function ChangeEmailForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangeEmailInput>({
    resolver: zodResolver(changeEmailInput),
    mode: 'onTouched',
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const utils = trpc.useUtils();
  const change = trpc.account.credentials.changeEmail.useMutation({
    onSuccess: (sent) => {
      reset();
      utils.account.credentials.pendingEmail.setData(undefined, sent);
    },
  });
  const submit = handleSubmit((values) => change.mutate(values));

  return (
    <form
      noValidate
      aria-label="Change email"
      className={formStyles.form}
      onSubmit={(event) => void submit(event)}
    >
      {change.error && <FormAlert tone="error">{errorMessage(change.error)}</FormAlert>}
      <FormField
        label="New email"
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={errors.newEmail?.message}
        {...register('newEmail')}
      />
      <FormField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <SubmitButton pending={change.isPending} pendingLabel="Sending…">
        Send confirmation link
      </SubmitButton>
    </form>
  );
}
