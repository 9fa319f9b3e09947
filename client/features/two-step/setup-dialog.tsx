import { useEffect, useRef } from 'react';
import { DialogDescription, DialogTitle, FormDialog } from '../../components/dialog.tsx';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { CodeForm } from './code-form.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import * as styles from './two-step.css.ts';

/**
 * Setting up an authenticator app (docs/accounts.md#two-step-sign-in): a new key as a QR code
 * (and as text to type in), a code from the app to confirm it, then the recovery codes, once.
 */
export function SetupDialog({ onClose }: { onClose: () => void }) {
  const start = trpc.account.twoStep.startTotp.useMutation();
  const confirm = trpc.account.twoStep.confirmTotp.useMutation();
  // One key per opening: a second start would replace the key the QR code shows.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start.mutate();
  }, [start]);

  const codes = confirm.data?.recoveryCodes;
  return (
    <FormDialog busy={confirm.isPending} onClose={onClose}>
      <DialogTitle>
        {codes ? 'Save your recovery codes' : 'Set up an authenticator app'}
      </DialogTitle>
      {codes ? (
        <>
          <DialogDescription>Two-step sign-in is on.</DialogDescription>
          <RecoveryCodesPanel codes={codes} onDone={onClose} />
        </>
      ) : (
        <>
          <DialogDescription>
            Scan the QR code with an authenticator app on your phone, then enter the 6-digit code it
            shows.
          </DialogDescription>
          {start.error && <FormAlert tone="error">{errorMessage(start.error)}</FormAlert>}
          {start.data && (
            <CodeForm
              label="Code from the app"
              submitLabel="Confirm"
              pendingLabel="Confirming…"
              pending={confirm.isPending}
              error={confirm.error ? errorMessage(confirm.error) : null}
              onCode={(code) => confirm.mutate({ code })}
            >
              <img
                className={styles.qr}
                src={`data:image/svg+xml,${encodeURIComponent(start.data.qrSvg)}`}
                alt="QR code to scan with your authenticator app"
              />
              <p className={styles.secretLabel}>
                Or type this key into the app:
                <code className={styles.secret} data-testid="totp-secret">
                  {start.data.secret.replaceAll(/(.{4})(?=.)/g, '$1 ')}
                </code>
              </p>
            </CodeForm>
          )}
        </>
      )}
    </FormDialog>
  );
}
