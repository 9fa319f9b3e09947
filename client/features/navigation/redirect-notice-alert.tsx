import { FormAlert } from '../auth/form-alert.tsx';
import * as formStyles from '../auth/auth-form.css.ts';
import { useRedirectNotice } from './use-redirect-notice.ts';

/** Says why the user was sent here instead of where they asked to go, until they dismiss it. */
export function RedirectNoticeAlert({ className }: { className?: string }) {
  const { notice, dismiss } = useRedirectNotice();
  if (!notice) return null;
  return (
    <div className={className}>
      <FormAlert tone="error">
        <strong>{notice.title}</strong>
        <p>{notice.text}</p>
        <button type="button" className={formStyles.textButton} onClick={dismiss}>
          Dismiss
        </button>
      </FormAlert>
    </div>
  );
}
