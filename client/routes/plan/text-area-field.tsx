import { useId } from 'react';
import type { ComponentProps } from 'react';
import { CircleAlert } from 'lucide-react';
import * as formStyles from '../../features/auth/auth-form.css.ts';
import * as styles from './plan-forms.css.ts';

export type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  hint?: string;
  error?: string | undefined;
};

/**
 * A labelled textarea with its hint or inline error wired through aria-describedby, like the
 * single-line FormField, so a screen reader hears the problem when focus lands on it.
 */
export function TextAreaField({ label, hint, error, id, rows = 4, ...props }: TextAreaFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const messageId = `${fieldId}-message`;
  const message = error ?? hint;
  return (
    <div className={formStyles.field}>
      <label htmlFor={fieldId} className={formStyles.label}>
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={rows}
        className={styles.textarea}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...props}
      />
      {message && (
        <p id={messageId} className={error ? formStyles.fieldError : formStyles.hint}>
          {error && <CircleAlert className={formStyles.messageIcon} aria-hidden="true" />}
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
