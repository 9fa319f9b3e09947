import { useState } from 'react';
import { KeyRound } from 'lucide-react';
import { relativeTime } from '#shared/format.ts';
import type { PasskeySummary } from '#shared/passkeys.ts';
import { Button } from '../../../components/button.tsx';
import { trpc } from '../../../trpc.ts';
import { errorMessage } from '../../errors/api-errors.ts';
import { FormAlert } from '../../auth/form-alert.tsx';
import { AddPasskeyDialog, RemovePasskeyDialog, RenamePasskeyDialog } from './passkey-dialogs.tsx';
import { passkeysSupported } from './webauthn.ts';
import * as styles from './passkeys.css.ts';

type Open = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: PasskeySummary } | null;

let dayFormat: Intl.DateTimeFormat | undefined;
/** "Nov 29, 2026", made on first use as shared/format.ts's formatters are. */
const dayOf = (when: Date) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })).format(when);

/**
 * "Passkeys" in the two-step section (docs/accounts.md#passkeys): the account's passkeys, each
 * with when it was added and last used, and a way to add, rename or remove one.
 */
export function PasskeysPanel() {
  const list = trpc.account.twoStep.passkeys.useQuery();
  const utils = trpc.useUtils();
  const [open, setOpen] = useState<Open>(null);
  const close = () => {
    setOpen(null);
    void utils.account.twoStep.passkeys.invalidate();
  };
  const now = new Date();

  return (
    <section className={styles.panel} aria-labelledby="passkeys-heading">
      <h3 id="passkeys-heading" className={styles.heading}>
        Passkeys
      </h3>
      <p className={styles.note}>
        Sign in with your face, fingerprint or screen lock instead of a password. A passkey also
        answers the second step.
      </p>
      {list.error && <FormAlert tone="error">{errorMessage(list.error)}</FormAlert>}
      {list.data && list.data.length > 0 && (
        <ul className={styles.list} aria-label="Your passkeys">
          {list.data.map((passkey) => (
            <li key={passkey.id} className={styles.row}>
              <div className={styles.details}>
                <p className={styles.name}>{passkey.name}</p>
                <p className={styles.meta}>
                  <span>Added {dayOf(passkey.createdAt)}</span>
                  <span>
                    {passkey.lastUsedAt
                      ? `Last used ${relativeTime(passkey.lastUsedAt, now)}`
                      : 'Not used yet'}
                  </span>
                </p>
              </div>
              <div className={styles.rowActions}>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Rename ${passkey.name}`}
                  onClick={() => setOpen({ kind: 'rename', passkey })}
                >
                  Rename
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Remove ${passkey.name}`}
                  onClick={() => setOpen({ kind: 'remove', passkey })}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {passkeysSupported() ? (
        <div>
          <Button variant="secondary" onClick={() => setOpen({ kind: 'add' })}>
            <KeyRound size={16} aria-hidden="true" />
            Add a passkey
          </Button>
        </div>
      ) : (
        <p className={styles.note}>This browser cannot make passkeys.</p>
      )}
      {open?.kind === 'add' && <AddPasskeyDialog onClose={close} />}
      {open?.kind === 'rename' && <RenamePasskeyDialog passkey={open.passkey} onClose={close} />}
      {open?.kind === 'remove' && <RemovePasskeyDialog passkey={open.passkey} onClose={close} />}
    </section>
  );
}
