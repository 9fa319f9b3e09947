import { useEffect, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { IconButton } from '../../components/icon-button.tsx';
import { LoadWhenWanted } from '../../lazy/load-when-wanted.tsx';
import { lazyExport } from '../../lazy/lazy-export.ts';
import { media } from '../../styles/theme.css.ts';
import type { AppNavItem } from './app-nav-items.ts';
import * as styles from './app-mobile-menu.css.ts';

// The panel brings Radix Dialog: fetched when someone reaches for the menu (or, on a phone, once
// the page is idle), not with every signed-in page's first load (the dashboard's JavaScript
// budget, docs/speed.md).
const lazyPanel = lazyExport(() => import('./app-mobile-menu-panel.tsx'), 'AppMobileMenuPanel');
const preloadPanel = () => void lazyPanel.load().catch(() => undefined);

export interface AppMobileMenuProps {
  items: readonly AppNavItem[];
}

/**
 * Under 700 px: the menu button and the slide-in menu it opens, with the role's links, Account
 * Settings and Sign Out (docs/screens.md#signed-in-layout).
 */
export function AppMobileMenu({ items }: AppMobileMenuProps) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const query = window.matchMedia(media.md);
    // A phone will open it: fetch the panel once the page has settled, so the first tap is instant.
    if (!query.matches) {
      const idle = window.setTimeout(preloadPanel, 2000);
      return () => window.clearTimeout(idle);
    }
    return undefined;
  }, []);

  // Widening past the breakpoint shows the desktop links; a leftover open panel would be stranded.
  useEffect(() => {
    const query = window.matchMedia(media.md);
    const closeOnDesktop = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener('change', closeOnDesktop);
    return () => query.removeEventListener('change', closeOnDesktop);
  }, []);

  return (
    <>
      <IconButton
        ref={trigger}
        label="Open menu"
        icon={<Menu size={22} aria-hidden="true" />}
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen(true)}
      />
      <LoadWhenWanted
        source={lazyPanel}
        wanted={open}
        props={{ items, open, onOpenChange: setOpen, trigger }}
      />
    </>
  );
}
