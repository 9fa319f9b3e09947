import type { MouseEventHandler } from 'react';
import { Link, useLocation } from 'wouter';

export interface NavLinkProps {
  href: string;
  label: string;
  className: string;
  onClick?: MouseEventHandler;
}

/** A link that announces itself as the current page, which also drives its active style. */
export function NavLink({ href, label, className, onClick }: NavLinkProps) {
  const [location] = useLocation();
  const current = location === href;
  return (
    <Link
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
    >
      {label}
    </Link>
  );
}
