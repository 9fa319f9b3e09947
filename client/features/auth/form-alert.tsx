import type { ReactNode } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import * as styles from './auth-form.css.ts';

export interface FormAlertProps {
  tone: 'error' | 'success';
  children: ReactNode;
}

/**
 * The box above a form for what the server said (docs/forms.md#sign-up-and-sign-in: errors in a red
 * box above the form). Errors interrupt (role="alert"); confirmations wait their turn
 * (role="status").
 */
export function FormAlert({ tone, children }: FormAlertProps) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={styles.alert[tone]}>
      <Icon className={styles.alertIcon} aria-hidden="true" />
      <div className={styles.alertBody}>{children}</div>
    </div>
  );
}
