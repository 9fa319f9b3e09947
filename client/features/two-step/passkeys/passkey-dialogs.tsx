import { Button } from '../../../components/button.tsx';
import {
  DialogActions,
  DialogCloseButton,
  DialogDescription,
  DialogTitle,
  FormDialog,
} from '../../../components/dialog.tsx';
import { trpc } from '../../../trpc.ts';
import { errorMessage } from '../../errors/api-errors.ts';
import { FormAlert } from '../../auth/form-alert.tsx';
import { NameForm } from './name-form.tsx';
import { usePasskeyPrompt } from './use-passkey-prompt.ts';
import { createPasskey } from './webauthn.ts';
import * as styles from './passkeys.css.ts';

/** Names the passkey, then the browser's prompt makes it on this device (or a phone nearby). */
export function AddPasskeyDialog({ onClose }: { onClose: () => void }) {
  const options = trpc.account.twoStep.passkeyOptions.useMutation();
  const add = trpc.account.twoStep.addPasskey.useMutation();
  const prompt = usePasskeyPrompt();
  const onName = (name: string) =>
    void prompt.run(async () => {
      const response = await createPasskey(await options.mutateAsync());
      await add.mutateAsync({ name, ...response });
      onClose();
    });
  return (
    <FormDialog busy={prompt.pending} onClose={onClose}>
      <DialogTitle>Add a passkey</DialogTitle>
      <DialogDescription>
        Your device will ask for your face, fingerprint or screen lock. Then you can sign in with it
        instead of your password.
      </DialogDescription>
      <NameForm
        defaultName=""
        submitLabel="Continue"
        pendingLabel="Waiting for your device…"
        pending={prompt.pending}
        error={prompt.error}
        onName={onName}
      />
    </FormDialog>
  );
}

export function RenamePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: { id: string; name: string };
  onClose: () => void;
}) {
  const rename = trpc.account.twoStep.renamePasskey.useMutation({ onSuccess: onClose });
  return (
    <FormDialog busy={rename.isPending} onClose={onClose}>
      <DialogTitle>Rename passkey</DialogTitle>
      <NameForm
        defaultName={passkey.name}
        submitLabel="Save"
        pendingLabel="Saving…"
        pending={rename.isPending}
        error={rename.error ? errorMessage(rename.error) : null}
        onName={(name) => rename.mutate({ id: passkey.id, name })}
      />
    </FormDialog>
  );
}

export function RemovePasskeyDialog({
  passkey,
  onClose,
}: {
  passkey: { id: string; name: string };
  onClose: () => void;
}) {
  const remove = trpc.account.twoStep.removePasskey.useMutation({ onSuccess: onClose });
  return (
    <FormDialog busy={remove.isPending} onClose={onClose}>
      <DialogTitle>Remove “{passkey.name}”?</DialogTitle>
      <DialogDescription>
        It will no longer sign you in. Your device may still list it; you can delete it there too.
      </DialogDescription>
      <div className={styles.dialogBody}>
        {remove.error && <FormAlert tone="error">{errorMessage(remove.error)}</FormAlert>}
        <DialogActions>
          <DialogCloseButton disabled={remove.isPending} />
          <Button
            variant="danger"
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
            onClick={() => remove.mutate({ id: passkey.id })}
          >
            {remove.isPending ? 'Removing…' : 'Remove'}
          </Button>
        </DialogActions>
      </div>
    </FormDialog>
  );
}
