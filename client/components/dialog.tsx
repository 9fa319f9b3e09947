import type { ComponentProps } from 'react';
import { Dialog } from 'radix-ui';
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
