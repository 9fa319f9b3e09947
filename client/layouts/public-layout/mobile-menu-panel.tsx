import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { MenuPanelHeader } from './menu-panel-header.tsx';
import { PublicNavList } from './public-nav-list.tsx';
import * as styles from './mobile-menu.css.ts';

export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the panel closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The slide-in panel: Radix Dialog gives the focus trap, Escape to close and scroll lock. */
export function MobileMenuPanel({ open, onOpenChange, trigger }: MobileMenuPanelProps) {
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
          <MenuPanelHeader />
          <nav aria-label="Main">
            <PublicNavList
              className={styles.navList}
              linkClassName={styles.navLink}
              onNavigate={() => onOpenChange(false)}
            />
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
