import type { MouseEventHandler } from 'react';
import { Link, useLocation } from 'wouter';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';

export interface NavLinkProps {
  href: string;
  label: string;
  /** Read after the label by screen readers and search engines only (NavItem's hint). */
  hint?: string;
  className: string;
  onClick?: MouseEventHandler;
}

/** A link that announces itself as the current page, which also drives its active style. */
export function NavLink({ href, label, hint, className, onClick }: NavLinkProps) {
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
      {hint && <span className={visuallyHidden}> {hint}</span>}
    </Link>
  );
}
