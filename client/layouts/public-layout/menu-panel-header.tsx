import { Dialog } from 'radix-ui';
import { X } from 'lucide-react';
import { IconButton } from '../../components/icon-button.tsx';
import * as styles from './mobile-menu.css.ts';

/** The top row of a menu panel, the public site's and the signed-in app's: its title and Close. */
export function MenuPanelHeader() {
  return (
    <div className={styles.panelHeader}>
      <Dialog.Title className={styles.title}>Menu</Dialog.Title>
      <Dialog.Close asChild>
        <IconButton label="Close menu" icon={<X size={22} aria-hidden="true" />} />
      </Dialog.Close>
    </div>
  );
}
