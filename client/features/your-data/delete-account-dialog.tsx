import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DELETE_CONFIRMATION,
  deleteAccountInput,
  type DeleteAccountInput,
} from '#shared/schemas/your-data.ts';
import {
  DialogCloseButton,
  DialogDescription,
  DialogTitle,
  FormDialog,
} from '../../components/dialog.tsx';
import { trpc } from '../../trpc.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { FormField } from '../auth/form-field.tsx';
import { SubmitButton } from '../auth/submit-button.tsx';
import { errorMessage } from '../errors/api-errors.ts';
import { useSignOut } from '../session/use-sign-out.ts';
import * as styles from './your-data.css.ts';

/**
 * The password and DELETE typed out, so neither a slip nor an unattended session deletes an
 * account; done, this browser is signed out to the home page.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { signOut } = useSignOut();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteAccountInput>({
    resolver: zodResolver(deleteAccountInput),
    mode: 'onTouched',
    defaultValues: { currentPassword: '', confirm: '' as typeof DELETE_CONFIRMATION },
  });
  const remove = trpc.account.data.deleteAccount.useMutation({
    onSuccess: () => void signOut(),
  });
  const submit = handleSubmit((values) => remove.mutate(values));

  return (
    <FormDialog busy={remove.isPending || remove.isSuccess} onClose={onClose}>
      <DialogTitle>Delete your account?</DialogTitle>
      <DialogDescription>
        This cannot be undone. You will be signed out everywhere.
      </DialogDescription>
      <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
        {remove.error && <FormAlert tone="error">{errorMessage(remove.error)}</FormAlert>}
        <FormField
          label="Your password"
          type="password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <FormField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          autoComplete="off"
          spellCheck={false}
          error={errors.confirm?.message}
          {...register('confirm')}
        />
        <SubmitButton
          variant="danger"
          pending={remove.isPending || remove.isSuccess}
          pendingLabel="Deleting…"
        >
          Delete my account
        </SubmitButton>
        <DialogCloseButton disabled={remove.isPending} />
      </form>
    </FormDialog>
  );
}
