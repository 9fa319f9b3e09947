import type { ComponentProps, ReactNode } from 'react';
import { Dialog } from 'radix-ui';
import { Button } from './button.tsx';
import * as styles from './dialog.css.ts';
import { cx } from './cx.ts';

/*
 * Styled wrappers over Radix Dialog: Radix supplies the focus trap, Escape to close, scroll lock
 * and aria wiring; these only add the look. Compose with Dialog.Root / Dialog.Trigger /
 * Dialog.Close from 'radix-ui' directly.
 */

export type DialogContentProps = ComponentProps<typeof Dialog.Content>;

/** Portal + overlay + centred panel. Always render a <DialogTitle> inside it. */
export function DialogContent({ className, children, ...props }: DialogContentProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className={styles.overlay} />
      <Dialog.Content className={cx(styles.content, className)} {...props}>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}

export interface FormDialogProps {
  /** The form's command is running: the dialog cannot be closed until it answers. */
  busy: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A dialog holding a form, mounted open: what was typed or uploaded is not thrown away by a stray
 * click outside (Escape and Cancel still close it), and nothing closes it while its command runs,
 * so the answer always arrives where the user is looking.
 */
export function FormDialog({ busy, onClose, className, children }: FormDialogProps) {
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <DialogContent
        className={className}
        aria-busy={busy}
        onInteractOutside={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          if (busy) event.preventDefault();
        }}
      >
        {children}
      </DialogContent>
    </Dialog.Root>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof Dialog.Title>) {
  return <Dialog.Title className={cx(styles.title, className)} {...props} />;
}

export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof Dialog.Description>) {
  return <Dialog.Description className={cx(styles.description, className)} {...props} />;
}

/** The button row: stacked full-width on phones (primary on top), right-aligned from 576 px. */
export function DialogActions({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cx(styles.actions, className)} {...props} />;
}

export interface DialogCloseButtonProps {
  /** "Cancel" unless the dialog has nothing to cancel (e.g. "Close"). */
  children?: ReactNode;
  /** While the dialog saves: leaving then would hide the outcome. */
  disabled?: boolean;
}

/** The dialog's secondary way out, beside its primary action in <DialogActions>. */
export function DialogCloseButton({ children = 'Cancel', disabled }: DialogCloseButtonProps) {
  return (
    <Dialog.Close asChild>
      <Button variant="secondary" disabled={disabled}>
        {children}
      </Button>
    </Dialog.Close>
  );
}
