import { useEffect, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { Menu } from 'lucide-react';
import { IconButton } from '../components/icon-button.tsx';
import { LoadWhenWanted } from '../lazy/load-when-wanted.tsx';
import type { LazyExport } from '../lazy/lazy-export.ts';
import type { MenuPanelState } from './menu-panel.tsx';

export interface MenuButtonProps<Props extends object> {
  /**
   * The panel it opens, fetched when someone reaches for the button (it brings Radix Dialog, kept
   * out of first loads: docs/public-site.md#fast-and-findable, docs/speed.md).
   */
  panel: LazyExport<ComponentType<Props & MenuPanelState>>;
  props: Props;
  className: string;
  /** From this width (a media query) the bar shows its links: a panel left open closes there. */
  closeFrom: string;
  /** Fetch the panel once the page has settled when under `closeFrom`, so a first tap is instant. */
  preloadBelow?: boolean;
}

/** A bar's menu button, for the widths its links do not fit, and the slide-in panel it opens. */
export function MenuButton<Props extends object>({
  panel,
  props,
  className,
  closeFrom,
  preloadBelow = false,
}: MenuButtonProps<Props>) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void panel.load().catch(() => undefined);

  useEffect(() => {
    const query = window.matchMedia(closeFrom);
    const closeWhenWide = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    query.addEventListener('change', closeWhenWide);
    const settled =
      preloadBelow && !query.matches
        ? window.setTimeout(() => void panel.load().catch(() => undefined), 2000)
        : undefined;
    return () => {
      query.removeEventListener('change', closeWhenWide);
      window.clearTimeout(settled);
    };
  }, [closeFrom, panel, preloadBelow]);

  return (
    <>
      <IconButton
        ref={trigger}
        label="Open menu"
        icon={<Menu size={22} aria-hidden="true" />}
        className={className}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      />
      <LoadWhenWanted
        source={panel}
        wanted={open}
        props={{ ...props, open, onOpenChange: setOpen, trigger }}
      />
    </>
  );
}
