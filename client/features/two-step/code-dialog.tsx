import { DialogDescription, DialogTitle, FormDialog } from '../../components/dialog.tsx';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { CodeForm } from './code-form.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';

const CODE_LABEL = 'Code from your authenticator app, or a recovery code';

/** Turning two-step sign-in off asks for a code, so an open session alone cannot do it. */
export function TurnOffDialog({ onClose }: { onClose: () => void }) {
  const disable = trpc.account.twoStep.disableTotp.useMutation({ onSuccess: onClose });
  return (
    <FormDialog busy={disable.isPending} onClose={onClose}>
      <DialogTitle>Turn off two-step sign-in?</DialogTitle>
      <DialogDescription>
        Signing in will ask for your password only, and your recovery codes stop working.
      </DialogDescription>
      <CodeForm
        label={CODE_LABEL}
        submitLabel="Turn off"
        pendingLabel="Turning off…"
        pending={disable.isPending}
        error={disable.error ? errorMessage(disable.error) : null}
        onCode={(code) => disable.mutate({ code })}
      />
    </FormDialog>
  );
}

/** New recovery codes in place of the old ones, for a code; shown once. */
export function NewCodesDialog({ onClose }: { onClose: () => void }) {
  const renew = trpc.account.twoStep.newRecoveryCodes.useMutation();
  const codes = renew.data?.recoveryCodes;
  return (
    <FormDialog busy={renew.isPending} onClose={onClose}>
      <DialogTitle>{codes ? 'Save your recovery codes' : 'New recovery codes'}</DialogTitle>
      <DialogDescription>
        {codes
          ? 'Your old recovery codes no longer work.'
          : 'Your old recovery codes will stop working.'}
      </DialogDescription>
      {codes ? (
        <RecoveryCodesPanel codes={codes} onDone={onClose} />
      ) : (
        <CodeForm
          label={CODE_LABEL}
          submitLabel="Make new codes"
          pendingLabel="Making codes…"
          pending={renew.isPending}
          error={renew.error ? errorMessage(renew.error) : null}
          onCode={(code) => renew.mutate({ code })}
        />
      )}
    </FormDialog>
  );
}
