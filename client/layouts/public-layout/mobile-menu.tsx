import { useEffect, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { IconButton } from '../../components/icon-button.tsx';
import { LoadWhenWanted } from '../../lazy/load-when-wanted.tsx';
import { lazyExport } from '../../lazy/lazy-export.ts';
import { media } from '../../styles/theme.css.ts';
import * as styles from './mobile-menu.css.ts';

// The panel brings Radix Dialog (focus trap, scroll lock): fetched when a visitor reaches for the
// menu, not with every public page (the landing page's JavaScript budget,
// docs/public-site.md#fast-and-findable).
const lazyPanel = lazyExport(() => import('./mobile-menu-panel.tsx'), 'MobileMenuPanel');
const preloadPanel = () => void lazyPanel.load().catch(() => undefined);

/** The menu button for screens under 900 px, and the slide-in menu it opens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);

  // Widening past the breakpoint shows the desktop links; a leftover open panel would be stranded.
  useEffect(() => {
    const query = window.matchMedia(media.lg);
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
        props={{ open, onOpenChange: setOpen, trigger }}
      />
    </>
  );
}
