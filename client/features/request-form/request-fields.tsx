import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { ChevronDown, CircleAlert } from 'lucide-react';
import * as formStyles from '../auth/auth-form.css.ts';
import * as styles from './request-form.css.ts';

interface FieldFrameProps {
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string | undefined;
  children: (control: { id: string; describedBy: string | undefined }) => ReactNode;
}

/**
 * Label, control, and hint or inline error, wired like the auth forms' FormField (which only
 * renders an <input>), for the textarea and the select this form also needs.
 */
function FieldFrame({ label, optional = false, hint, error, children }: FieldFrameProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const message = error ?? hint;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
        {optional && <span className={formStyles.optional}> (optional)</span>}
      </label>
      {children({ id, describedBy: message ? messageId : undefined })}
      {message && (
        <p id={messageId} className={error ? formStyles.fieldError : formStyles.hint}>
          {error && <CircleAlert className={formStyles.messageIcon} aria-hidden="true" />}
          <span>{message}</span>
        </p>
      )}
    </div>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> &
  Omit<FieldFrameProps, 'children'> & { error?: string | undefined };

export function TextAreaField({ label, optional, hint, error, ...props }: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          className={styles.textarea}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = ComponentProps<'select'> &
  Omit<FieldFrameProps, 'children'> & {
    error?: string | undefined;
    options: ReadonlyArray<{ value: string; label: string }>;
  };

/** A native select: the platform's own picker on phones, and keyboard use for free. */
export function SelectField({ label, optional, hint, error, options, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <div className={styles.selectWrap}>
          <select
            id={id}
            className={styles.select}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...props}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className={styles.selectIcon} aria-hidden="true" />
        </div>
      )}
    </FieldFrame>
  );
}
