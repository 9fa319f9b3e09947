import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { X } from 'lucide-react';
import { IconButton } from '../components/icon-button.tsx';
import * as styles from './public-layout/mobile-menu.css.ts';

/** What a menu button gives the panel it opens (./menu-button.tsx). */
export interface MenuPanelState {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the panel closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The slide-in panel of both bars, the public site's and the signed-in app's: its title and
 * Close, then `children`. Radix Dialog gives the focus trap, Escape to close and scroll lock; it
 * lives in the panels' lazy chunks, never in a first load.
 */
export function MenuPanel({
  open,
  onOpenChange,
  trigger,
  children,
}: MenuPanelState & { children: ReactNode }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.panel}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
        >
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label="Close menu" icon={<X size={22} aria-hidden="true" />} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
