import type { MouseEventHandler } from 'react';
import { Link, useLocation } from 'wouter';
import { Avatar } from '../../features/session/avatar.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { isNavItemActive } from './app-nav-items.ts';
import type { AppNavItem } from './app-nav-items.ts';

export interface AppNavLinkProps {
  item: AppNavItem;
  className: string;
  onClick?: MouseEventHandler;
}

/** aria-current="page" both announces the active item and drives its highlighted style. */
export function AppNavLink({ item, className, onClick }: AppNavLinkProps) {
  const [location] = useLocation();
  const { me } = useSession();
  const active = isNavItemActive(item, location);
  return (
    <Link
      href={item.href}
      className={className}
      aria-current={active ? 'page' : undefined}
      onClick={onClick}
    >
      {item.withAvatar && <Avatar person={me} />}
      {item.label}
    </Link>
  );
}
