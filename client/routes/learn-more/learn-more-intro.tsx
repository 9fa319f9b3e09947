import { buttonRecipe } from '../../components/button.css.ts';
import { Container } from '../../components/container.tsx';
import { ACCESS_SECTION_ID } from './access-tab.ts';
import type { AccessTab } from './access-tab.ts';
import { preloadBetaSignUp } from './beta-sign-up-loader.ts';
import * as styles from './learn-more.css.ts';

export interface LearnMoreIntroProps {
  /** Opens the access section at the given tab. */
  onChoose: (tab: AccessTab) => void;
}

export function LearnMoreIntro({ onChoose }: LearnMoreIntroProps) {
  return (
    <section className={styles.intro} aria-labelledby="learn-more-heading">
      <Container className={styles.introInner}>
        <p className={styles.eyebrow}>How Unblock works</p>
        <h1 id="learn-more-heading" className={styles.heading}>
          Your AI tool got you most of the way.{' '}
          <span className={styles.headingLine}>A developer can take it from here.</span>
        </h1>
        <p className={styles.lead}>
          ChatGPT, Cursor, Lovable or Copilot wrote code that almost works, and every new prompt
          seems to make it worse. That is a normal place to get stuck, not a sign you did something
          wrong. On Unblock, a vetted developer reads your code, tells you plainly what is going on,
          and fixes it for a price you agree to before any work starts.
        </p>
        <ul className={styles.facts} aria-label="At a glance">
          <li className={styles.fact}>Free to create an account</li>
          <li className={styles.fact}>$50 an hour, 10% fee included</li>
          <li className={styles.fact}>Beta: your first hour at half price</li>
        </ul>
        {/* Links, so that before the page is live (prerendered HTML) they still jump to the forms. */}
        <div className={styles.actions}>
          <a
            href={`#${ACCESS_SECTION_ID}`}
            className={buttonRecipe({ size: 'lg' })}
            onClick={(event) => {
              event.preventDefault();
              onChoose('waitlist');
            }}
          >
            Get on the waitlist
          </a>
          <a
            href={`#${ACCESS_SECTION_ID}`}
            className={buttonRecipe({ size: 'lg', variant: 'secondary' })}
            onPointerEnter={preloadBetaSignUp}
            onFocus={preloadBetaSignUp}
            onClick={(event) => {
              event.preventDefault();
              onChoose('beta');
            }}
          >
            I have an invite code
          </a>
        </div>
      </Container>
    </section>
  );
}
