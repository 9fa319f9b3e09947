import { ButtonLink } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import * as styles from './hero.css.ts';

export function Hero() {
  return (
    <section className={styles.hero} aria-labelledby="landing-heading">
      <Container className={styles.inner}>
        <p className={styles.badge}>
          <span className={styles.badgeDot} aria-hidden="true" />
          Private beta · first hour at half price
        </p>
        <h1 id="landing-heading" className={styles.heading}>
          Unblock
        </h1>
        <p className={styles.tagline}>Stuck? When AI Can't, We Can</p>
        <p className={styles.lead}>
          Vetted developers fix the code your AI tools couldn't. Approve a clear plan, pay per
          milestone, and your money stays in escrow until you approve the work.
        </p>
        <div className={styles.actions}>
          <ButtonLink href="/learn-more" size="lg">
            Unblock Me Now!
          </ButtonLink>
          <ButtonLink href="/become-unblocker" size="lg" variant="secondary">
            Become an Unblocker
          </ButtonLink>
        </div>
        <p className={styles.note}>Free to create an account. Satisfaction or your money back.</p>
      </Container>
    </section>
  );
}
