import { useId } from 'react';
import type { ComponentProps } from 'react';
import { CircleAlert } from 'lucide-react';
import { cx } from '../../components/cx.ts';
import * as styles from './auth-form.css.ts';

export type FormFieldProps = ComponentProps<'input'> & {
  label: string;
  /** Shown as "(optional)" after the label, so required stays the unmarked default. */
  optional?: boolean;
  /** Guidance under the field; an error takes its place. */
  hint?: string;
  error?: string | undefined;
};

/**
 * A labelled input with its hint or inline error wired through aria-describedby, so screen
 * readers hear the problem when focus lands on the field. Spread react-hook-form's register()
 * into it: React 19 passes `ref` through as an ordinary prop.
 */
export function FormField({
  label,
  optional = false,
  hint,
  error,
  id,
  className,
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  const message = error ?? hint;

  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}> (optional)</span>}
      </label>
      <input
        id={inputId}
        className={cx(styles.input, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={message ? messageId : undefined}
        {...inputProps}
      />
      {message && (
        <p id={messageId} className={error ? styles.fieldError : styles.hint}>
          {error && <CircleAlert className={styles.messageIcon} aria-hidden="true" />}
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}
