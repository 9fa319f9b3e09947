import type { MouseEvent, ReactNode } from 'react';
import * as styles from './auth-form.css.ts';

export interface ModeButtonProps {
  className: string;
  children: ReactNode;
  onClick: () => void;
}

// Pressing the button would first take focus from the field being typed in, and the form being
// left would validate it on that blur: "Email is required" appeared under the field as the
// pointer went down, the dialog grew and re-centred, and the button could move out from under
// the pointer before it came up, so the click was lost. Keyboard users still tab to it.
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/** A button that leaves the form for another mode of the modal, without validating it first. */
export function ModeButton({ className, children, onClick }: ModeButtonProps) {
  return (
    <button type="button" className={className} onMouseDown={keepFieldFocus} onClick={onClick}>
      {children}
    </button>
  );
}

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
      <ModeButton className={styles.switchButton} onClick={onClick}>
        {prompt} <span className={styles.switchAction}>{children}</span>
      </ModeButton>
    </p>
  );
}
