import type { ReactNode } from 'react';
import * as styles from './auth-form.css.ts';

export interface ModeSwitchProps {
  /** The question, e.g. "Need an account?". */
  prompt: string;
  /** The action, e.g. "Sign up". */
  children: ReactNode;
  onClick: () => void;
}

/** The line under a form that switches the modal to another mode. */
export function ModeSwitch({ prompt, children, onClick }: ModeSwitchProps) {
  return (
    <p className={styles.switchLine}>
      <button type="button" className={styles.switchButton} onClick={onClick}>
        {prompt} <span className={styles.switchAction}>{children}</span>
      </button>
    </p>
  );
}
