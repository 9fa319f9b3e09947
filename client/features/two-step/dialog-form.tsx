import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../components/button.tsx';
import { DialogActions, DialogCloseButton } from '../../components/dialog.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import * as styles from './two-step.css.ts';

export interface DialogFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** What the server said about the last try, if it refused it. */
  error: string | null;
  /** Shown above the refusal (the QR code, when setting up). */
  intro?: ReactNode;
  /** The form's field. */
  children: ReactNode;
}

/**
 * The frame of the two-step dialogs' one-field forms (a code, a passkey's name): the server's
 * refusal above the field, Cancel and the submit button below, both held while it is sent.
 */
export function DialogForm({
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  error,
  intro,
  children,
}: DialogFormProps) {
  return (
    <form noValidate className={styles.dialogBody} onSubmit={onSubmit}>
      {intro}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {children}
      <DialogActions>
        <DialogCloseButton disabled={pending} />
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
