import type { ComponentProps } from 'react';
import * as formStyles from '../auth/auth-form.css.ts';
import { FieldFrame } from './field-frame.tsx';
import type { FieldFrameProps } from './field-frame.tsx';

export type TextAreaFieldProps = ComponentProps<'textarea'> & Omit<FieldFrameProps, 'children'>;

/**
 * A labelled textarea with its hint or inline error, for the request, milestone and feedback
 * forms. Spread react-hook-form's register() into it, as into FormField.
 */
export function TextAreaField({
  label,
  optional,
  hint,
  error,
  id,
  rows = 4,
  ...props
}: TextAreaFieldProps) {
  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error} id={id}>
      {({ id: controlId, describedBy }) => (
        <textarea
          id={controlId}
          rows={rows}
          className={formStyles.textarea}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
