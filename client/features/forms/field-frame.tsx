import { useId } from 'react';
import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import * as formStyles from '../auth/auth-form.css.ts';

export interface FieldMessageProps {
  id: string;
  hint?: string | undefined;
  error?: string | undefined;
}

/** The hint under a field, or the error in its place, with the icon so it is not colour alone. */
export function FieldMessage({ id, hint, error }: FieldMessageProps) {
  const message = error ?? hint;
  if (!message) return null;
  return (
    <p id={id} className={error ? formStyles.fieldError : formStyles.hint}>
      {error && <CircleAlert className={formStyles.messageIcon} aria-hidden="true" />}
      <span>{message}</span>
    </p>
  );
}

export interface FieldFrameProps {
  label: string;
  /** Shown as "(optional)" after the label, so required stays the unmarked default. */
  optional?: boolean;
  /** Guidance under the field; an error takes its place. */
  hint?: string;
  error?: string | undefined;
  /** The control's id, when the caller needs to know it; generated otherwise. */
  id?: string | undefined;
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}

/**
 * Label, control, and hint or inline error, wired like the auth forms' FormField (which only
 * renders an <input>) for the other controls forms need: the message is the control's
 * description, so a screen reader hears the problem when focus lands on it.
 */
export function FieldFrame({
  label,
  optional = false,
  hint,
  error,
  id,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const messageId = `${controlId}-message`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={controlId} className={formStyles.label}>
        {label}
        {optional && <span className={formStyles.optional}> (optional)</span>}
      </label>
      {children({ id: controlId, describedBy: (error ?? hint) ? messageId : undefined })}
      <FieldMessage id={messageId} hint={hint} error={error} />
    </div>
  );
}
