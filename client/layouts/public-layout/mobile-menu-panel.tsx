import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import type { RefObject } from 'react';
import { IconButton } from '../../components/icon-button.tsx';
import { NavLink } from './nav-link.tsx';
import { publicNavItems } from './nav-items.ts';
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
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label="Close menu" icon={<X size={22} aria-hidden="true" />} />
            </Dialog.Close>
          </div>
          <nav aria-label="Main">
            <ul className={styles.navList}>
              {publicNavItems.map((item) => (
                <li key={item.href}>
                  <NavLink
                    href={item.href}
                    label={item.label}
                    hint={item.hint}
                    className={styles.navLink}
                    onClick={() => onOpenChange(false)}
                  />
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
