import { MenuPanel, type MenuPanelState } from '../menu-panel.tsx';
import { PublicNavList } from './public-nav-list.tsx';
import * as styles from './mobile-menu.css.ts';

/** The public site's slide-in menu: its links. */
export function MobileMenuPanel(state: MenuPanelState) {
  return (
    <MenuPanel {...state}>
      <nav aria-label="Main">
        <PublicNavList
          className={styles.navList}
          linkClassName={styles.navLink}
          onNavigate={() => state.onOpenChange(false)}
        />
      </nav>
    </MenuPanel>
  );
}
