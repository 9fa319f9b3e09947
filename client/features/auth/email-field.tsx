import type { ChangeEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField, type FormFieldProps } from './form-field.tsx';

export type EmailFieldProps = Pick<FormFieldProps, 'error' | 'hint' | 'disabled' | 'autoFocus'> & {
  /** react-hook-form's `register('email')`. */
  field: UseFormRegisterReturn<'email'>;
  /** What is typed, as it is typed: the sign-in dialog carries it to its other modes. */
  onEmailChange?: (email: string) => void;
};

/** An email address field, as every form asks for one: the browser's email keyboard and autofill. */
export function EmailField({ field, onEmailChange, ...props }: EmailFieldProps) {
  return (
    <FormField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      {...props}
      {...field}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        onEmailChange?.(event.target.value);
        void field.onChange(event);
      }}
    />
  );
}
