import { useEffect, useRef } from 'react';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import * as styles from './case.css.ts';

/** The outcome of the moderator's last action on this case. */
export type CaseNoticeState = { tone: 'success' | 'error'; text: string };

/**
 * What the last action did, at the top of the case. It takes the focus: the button that led here
 * is often gone (a resolved case has no outcomes left), and focus must not fall to the page.
 */
export function CaseNotice({ notice }: { notice: CaseNoticeState }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [notice]);
  return (
    <div ref={ref} tabIndex={-1} className={styles.notice}>
      <FormAlert tone={notice.tone}>
        <p>{notice.text}</p>
      </FormAlert>
    </div>
  );
}
