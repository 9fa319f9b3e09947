import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from './form-field.tsx';

export interface EmailFieldProps {
  /** react-hook-form's `register('email')`. */
  field: UseFormRegisterReturn<'email'>;
  error: string | undefined;
  autoFocus?: boolean;
  /** What is typed, carried to the dialog's other modes (sign in, sign up, forgot password). */
  onEmailChange: (email: string) => void;
}

/** The email field of the sign-in dialog's forms. */
export function EmailField({ field, error, autoFocus, onEmailChange }: EmailFieldProps) {
  return (
    <FormField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      autoFocus={autoFocus}
      error={error}
      {...field}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onEmailChange(event.target.value);
        void field.onChange(event);
      }}
    />
  );
}
