import { NavLink } from './nav-link.tsx';
import { publicNavItems } from './nav-items.ts';

export interface PublicNavListProps {
  /** The top bar's row or the menu panel's column. */
  className: string;
  linkClassName: string;
  /** Told when a link is followed: the menu panel closes. */
  onNavigate?: () => void;
}

/**
 * The public site's links (docs/screens.md#public-layout): one list for the top bar and the mobile
 * menu.
 */
export function PublicNavList({ className, linkClassName, onNavigate }: PublicNavListProps) {
  return (
    <ul className={className}>
      {publicNavItems.map((item) => (
        <li key={item.href}>
          <NavLink
            href={item.href}
            label={item.label}
            hint={item.hint}
            className={linkClassName}
            onClick={onNavigate}
          />
        </li>
      ))}
    </ul>
  );
}
