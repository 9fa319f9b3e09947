import type { Role } from '../../features/auth/use-me.ts';

export interface AppNavItem {
  href: string;
  label: string;
  /**
   * Dashboard roots are active only on themselves, not on the pages below them
   * (docs/screens.md#signed-in-layout).
   */
  match: 'exact' | 'prefix';
  /**
   * The profile picture shows beside My Account (customers) or Available Requests
   * (docs/screens.md#signed-in-layout).
   */
  withAvatar?: boolean;
  /**
   * A count shown beside the label: the unread messages of all the user's conversations, or the
   * new requests in a developer's categories since they last opened Available Requests
   * (docs/request-alerts.md#the-count).
   */
  badge?: 'unread-messages' | 'new-requests';
}

const discussions: AppNavItem = {
  href: '/discussions',
  label: 'Discussions',
  match: 'prefix',
  badge: 'unread-messages',
};

// The signed-in links (docs/screens.md#signed-in-layout); moderators (docs/lifecycle.md#roles) get
// their queue and the conversations.
const navItemsByRole: Record<Role, readonly AppNavItem[]> = {
  customer: [
    { href: '/dashboard/customer', label: 'Dashboard', match: 'exact' },
    discussions,
    { href: '/help', label: 'Help', match: 'prefix' },
    { href: '/dashboard/customer/profile', label: 'My Account', match: 'prefix', withAvatar: true },
  ],
  developer: [
    { href: '/dashboard/developer', label: 'Dashboard', match: 'exact' },
    discussions,
    {
      href: '/dashboard/developer/available',
      label: 'Available Requests',
      match: 'prefix',
      withAvatar: true,
      badge: 'new-requests',
    },
  ],
  moderator: [{ href: '/moderation', label: 'Moderation', match: 'prefix' }, discussions],
};

export function navItemsFor(role: Role): readonly AppNavItem[] {
  return navItemsByRole[role];
}

export function isNavItemActive(item: AppNavItem, location: string): boolean {
  if (location === item.href) return true;
  return item.match === 'prefix' && location.startsWith(`${item.href}/`);
}
