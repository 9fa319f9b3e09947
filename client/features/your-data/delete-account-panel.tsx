import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { trpc } from '../../trpc.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import * as styles from './your-data.css.ts';

/**
 * The danger zone (docs/privacy.md#deleting-an-account): what to finish first while work is open
 * or money is held, otherwise the way to the dialog that deletes the account.
 */
export function DeleteAccountPanel() {
  const check = trpc.account.data.deletionCheck.useQuery();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.dangerPanel}>
      <h3 className={styles.partTitle}>Delete account</h3>
      <p className={styles.text}>
        Your name, email, picture, bio and the files nobody else was handed are erased, and you can
        no longer sign in. Requests and payments you shared with others stay with them, under
        &ldquo;Deleted user&rdquo;.
      </p>
      {check.data && !check.data.allowed && (
        <>
          <p className={styles.text}>You can delete your account once these are done:</p>
          <ul className={styles.reasons}>
            {check.data.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
      {check.data?.allowed && (
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete account…
        </Button>
      )}
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </div>
  );
}
