import { Link } from 'wouter';
import * as styles from './logo.css.ts';
import { LogoMark } from './logo-mark.tsx';
import { cx } from './cx.ts';

export interface LogoProps {
  /**
   * Where the logo leads: / for visitors, the role's dashboard once signed in
   * (docs/screens.md#public-layout).
   */
  href?: string;
  className?: string;
}

export function Logo({ href = '/', className }: LogoProps) {
  return (
    <Link href={href} className={cx(styles.logo, className)}>
      <LogoMark className={styles.mark} />
      <span>Unblock</span>
    </Link>
  );
}
