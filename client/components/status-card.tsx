import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck, KeyRound, LoaderCircle, MailCheck } from 'lucide-react';
import { Container } from './container.tsx';
import { spinner } from '../styles/spinner.css.ts';
import * as styles from './status-card.css.ts';

type StatusTone = 'pending' | 'mail' | 'key' | 'success' | 'error';

const toneIcon = {
  pending: { Icon: LoaderCircle, style: styles.icon.brand },
  mail: { Icon: MailCheck, style: styles.icon.brand },
  key: { Icon: KeyRound, style: styles.icon.brand },
  success: { Icon: CircleCheck, style: styles.icon.success },
  error: { Icon: CircleAlert, style: styles.icon.danger },
} as const;

export interface StatusCardProps {
  tone: StatusTone;
  title: string;
  children?: ReactNode;
  /**
   * For pages that change on their own (checking → verified / failed): the card becomes a polite
   * live region, so a screen reader hears the outcome without the user moving. Off for cards
   * with a ticking countdown, which would otherwise be read out every second.
   */
  live?: boolean;
  /**
   * For a card that replaces the screen a person was using (their session ended): the title takes
   * the focus when the card appears, so a screen reader reads it at once and Tab starts from it.
   */
  focusTitle?: boolean;
}

/**
 * One calm, centred card for a page that is a single state: a link being checked, a payment
 * being confirmed, a request not found, a page that failed to load.
 */
export function StatusCard({
  tone,
  title,
  children,
  live = false,
  focusTitle = false,
}: StatusCardProps) {
  const { Icon, style } = toneIcon[tone];
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <Container className={styles.page}>
      <section
        className={styles.card}
        aria-live={live ? 'polite' : undefined}
        aria-busy={live && tone === 'pending' ? true : undefined}
      >
        <div className={style}>
          <Icon size={24} aria-hidden="true" className={tone === 'pending' ? spinner : undefined} />
        </div>
        <h1 ref={heading} tabIndex={focusTitle ? -1 : undefined} className={styles.title}>
          {title}
        </h1>
        {children && <div className={styles.body}>{children}</div>}
      </section>
    </Container>
  );
}

export function StatusCardActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
