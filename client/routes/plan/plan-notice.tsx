import { ExternalLink } from 'lucide-react';
import { formatCents } from '#shared/domain/money.ts';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import type { OpenedCheckout } from '../../features/tickets/use-milestone-checkout.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './plan.css.ts';

/** The outcome of the last action on this screen (there are no toasts in the app shell yet). */
export type PlanNoticeState =
  { tone: 'error'; text: string } | { tone: 'success'; text: string; checkoutUrl?: string };

/** What to say once a checkout is ready: the server's price, and a link in case the tab is lost. */
export function checkoutNotice(title: string, checkout: OpenedCheckout): PlanNoticeState {
  const amount = formatCents(checkout.amountCents);
  return {
    tone: 'success',
    text: checkout.opened
      ? `The payment page for “${title}” opened in a new tab: ${amount} to pay.`
      : `Your browser blocked the new tab. Open the payment page to pay ${amount} for “${title}”.`,
    checkoutUrl: checkout.checkoutUrl,
  };
}

export function PlanNotice({ notice }: { notice: PlanNoticeState }) {
  return (
    <FormAlert tone={notice.tone}>
      <p>{notice.text}</p>
      {notice.tone === 'success' && notice.checkoutUrl && (
        <a href={notice.checkoutUrl} target="_blank" rel="noopener" className={styles.noticeLink}>
          Open the payment page
          <ExternalLink size={14} aria-hidden="true" />
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
      )}
    </FormAlert>
  );
}
