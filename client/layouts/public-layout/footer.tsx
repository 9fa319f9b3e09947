import { Link } from 'wouter';
import { Container } from '../../components/container.tsx';
import { Logo } from '../../components/logo.tsx';
import * as styles from './footer.css.ts';

export function Footer() {
  return (
    <footer className={styles.footer}>
      <Container className={styles.inner}>
        <div className={styles.brand}>
          <Logo />
          <p className={styles.copyright}>© 2025 Unblock</p>
        </div>
        <nav aria-label="Legal and contact">
          <ul className={styles.linkList}>
            <li>
              <Link href="/privacy-policy" className={styles.link}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link href="/terms-and-conditions" className={styles.link}>
                Terms of Service
              </Link>
            </li>
            <li>
              <a href="mailto:support@unblock.dev" className={styles.link}>
                Contact
              </a>
            </li>
          </ul>
        </nav>
      </Container>
    </footer>
  );
}
