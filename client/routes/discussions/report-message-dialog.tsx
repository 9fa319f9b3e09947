import { Flag } from 'lucide-react';
import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import { ConfirmDialog, ConfirmNote } from '../../features/tickets/confirm-dialog.tsx';
import * as styles from './report-message-dialog.css.ts';

export interface ReportMessageDialogProps {
  message: ChatMessage | null;
  authorName: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Report message" (docs/screens.md#dialogs): asked first, since it calls in the moderators. */
export function ReportMessageDialog({
  message,
  authorName,
  busy,
  error,
  onConfirm,
  onClose,
}: ReportMessageDialogProps) {
  const text = message?.text.trim() ?? '';
  return (
    <ConfirmDialog
      open={message !== null}
      onClose={onClose}
      title="Report to the moderators?"
      description={`Report this message from ${authorName} to the moderators? They will review the conversation and step in if needed.`}
      confirmLabel="Report"
      confirmIcon={<Flag size={16} aria-hidden="true" />}
      confirmVariant="danger"
      onConfirm={onConfirm}
      busy={busy}
      error={error}
    >
      {text ? (
        // Focusable: a long message scrolls inside the quote, by keyboard too.
        <blockquote className={styles.quote} tabIndex={0}>
          {text}
        </blockquote>
      ) : (
        <ConfirmNote>The message has files only.</ConfirmNote>
      )}
    </ConfirmDialog>
  );
}
