import { useState } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { FormAlert } from '../auth/form-alert.tsx';
import { NewCodesDialog, TurnOffDialog } from './code-dialog.tsx';
import { PasskeysPanel } from './passkeys/passkeys-panel.tsx';
import { SetupDialog } from './setup-dialog.tsx';
import * as styles from './two-step.css.ts';

type Open = 'setup' | 'new-codes' | 'turn-off' | null;

/**
 * "Two-step sign-in" of the account settings page (docs/accounts.md#two-step-sign-in): off, a
 * way to set up an authenticator app; on, new recovery codes and a way to turn it off. Then the
 * account's passkeys (docs/accounts.md#passkeys).
 */
export function TwoStepSection() {
  const status = trpc.account.twoStep.status.useQuery();
  const utils = trpc.useUtils();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
    void utils.account.twoStep.status.invalidate();
  };
  const on = status.data?.totp;
  const left = status.data?.recoveryCodesLeft ?? 0;

  return (
    <PageSection title="Two-step sign-in">
      <div className={styles.body}>
        {status.error && <FormAlert tone="error">{errorMessage(status.error)}</FormAlert>}
        {status.data && (
          <p className={styles.status}>
            {on ? (
              <>
                <span className={styles.statusOn}>On.</span> Signing in asks for a code from your
                authenticator app. {left} recovery {left === 1 ? 'code' : 'codes'} left.
              </>
            ) : (
              'Off. Add a code from an authenticator app on your phone to your password, so a stolen password alone cannot open your account.'
            )}
          </p>
        )}
        {status.data && (
          <div className={styles.actions}>
            {on ? (
              <>
                <Button variant="secondary" onClick={() => setOpen('new-codes')}>
                  New recovery codes
                </Button>
                <Button variant="secondary" onClick={() => setOpen('turn-off')}>
                  Turn off
                </Button>
              </>
            ) : (
              <Button onClick={() => setOpen('setup')}>
                <ShieldCheck size={16} aria-hidden="true" />
                Set up an authenticator app
              </Button>
            )}
          </div>
        )}
        <PasskeysPanel />
      </div>
      {open === 'setup' && <SetupDialog onClose={close} />}
      {open === 'new-codes' && <NewCodesDialog onClose={close} />}
      {open === 'turn-off' && <TurnOffDialog onClose={close} />}
    </PageSection>
  );
}
