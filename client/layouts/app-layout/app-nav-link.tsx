import type { MouseEventHandler } from 'react';
import { Link, useLocation } from 'wouter';
import { UnreadBadge } from '../../features/discussions/unread-badge.tsx';
import { hasInbox, useLiveInbox, useUnreadTotal } from '../../features/discussions/use-inbox.ts';
import { NewRequestsBadge } from '../../features/request-alerts/new-requests-badge.tsx';
import { Avatar } from '../../features/session/avatar.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { isNavItemActive } from './app-nav-items.ts';
import type { AppNavItem } from './app-nav-items.ts';

export interface AppNavLinkProps {
  item: AppNavItem;
  className: string;
  onClick?: MouseEventHandler;
  /**
   * Whether this link keeps its badge's count live (the inbox feed). The top bar's links are
   * always mounted and do; the mobile menu's copies only read the same cached count.
   */
  liveBadge?: boolean;
}

/** aria-current="page" both announces the active item and drives its highlighted style. */
export function AppNavLink({ item, className, onClick, liveBadge = true }: AppNavLinkProps) {
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
      {item.badge === 'unread-messages' && hasInbox(me.role) && (
        <UnreadMessagesBadge live={liveBadge} />
      )}
      {/* Kept live by the new-request notices the layout mounts, wherever the link is. */}
      {item.badge === 'new-requests' && me.role === 'developer' && <NewRequestsBadge />}
    </Link>
  );
}

/**
 * Discussions in the nav (docs/screens.md#signed-in-layout): how many messages wait, kept live by
 * the inbox feed.
 */
function UnreadMessagesBadge({ live }: { live: boolean }) {
  useLiveInbox(live);
  return <UnreadBadge count={useUnreadTotal(true)} />;
}
