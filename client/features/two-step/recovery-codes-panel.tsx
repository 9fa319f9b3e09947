import { useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { DialogActions } from '../../components/dialog.tsx';
import * as styles from './two-step.css.ts';

export interface RecoveryCodesPanelProps {
  codes: string[];
  onDone: () => void;
}

/**
 * The recovery codes, shown this once (docs/accounts.md#two-step-sign-in): the server keeps only
 * their hashes, so a person who closes this without saving them makes new ones later.
 */
export function RecoveryCodesPanel({ codes, onDone }: RecoveryCodesPanelProps) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(codes.join('\n'));
    setCopied(true);
  };
  return (
    <div className={styles.dialogBody}>
      <p className={styles.note}>
        Each code signs you in once if your phone is not at hand. Keep them somewhere safe, such as
        a password manager: they are shown only now.
      </p>
      <ul className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <DialogActions>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? <Check size={16} aria-hidden="true" /> : <Copy size={16} aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button autoFocus onClick={onDone}>
          I saved them
        </Button>
      </DialogActions>
    </div>
  );
}
