import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { twoStepCodeInput } from '#shared/schemas/auth.ts';
import { FormField } from '../auth/form-field.tsx';
import { DialogForm } from './dialog-form.tsx';

export interface CodeFormProps {
  label: string;
  hint?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** What the server said about the last code, if it refused it. */
  error: string | null;
  onCode: (code: string) => void;
  /** Shown above the field (the QR code, when setting up). */
  children?: ReactNode;
}

/** A dialog's form that asks for one code: from the authenticator app or a recovery code. */
export function CodeForm({
  label,
  hint,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onCode,
  children,
}: CodeFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof twoStepCodeInput>, unknown, z.output<typeof twoStepCodeInput>>({
    resolver: zodResolver(twoStepCodeInput),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(({ code }) => onCode(code));
  return (
    <DialogForm
      onSubmit={(event) => void submit(event)}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      error={error}
      intro={children}
    >
      <FormField
        label={label}
        hint={hint}
        autoFocus
        autoComplete="one-time-code"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
    </DialogForm>
  );
}
