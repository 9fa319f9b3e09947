import { lazyExport } from '../../lazy/lazy-export.ts';
import { media } from '../../styles/theme.css.ts';
import { MenuButton } from '../menu-button.tsx';
import * as styles from './mobile-menu.css.ts';

// Fetched when a visitor reaches for the menu, not with every public page (the landing page's
// JavaScript budget, docs/public-site.md#fast-and-findable).
const lazyPanel = lazyExport(() => import('./mobile-menu-panel.tsx'), 'MobileMenuPanel');

/** The menu button for screens under 900 px, and the slide-in menu it opens. */
export function MobileMenu() {
  return (
    <MenuButton panel={lazyPanel} props={{}} className={styles.trigger} closeFrom={media.lg} />
  );
}
