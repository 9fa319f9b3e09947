import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { twoStepCodeInput } from '#shared/schemas/auth.ts';
import { Button } from '../../components/button.tsx';
import { DialogActions, DialogCloseButton } from '../../components/dialog.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { FormField } from '../auth/form-field.tsx';
import * as styles from './two-step.css.ts';

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
    <form noValidate className={styles.dialogBody} onSubmit={(event) => void submit(event)}>
      {children}
      {error && <FormAlert tone="error">{error}</FormAlert>}
      <FormField
        label={label}
        hint={hint}
        autoFocus
        autoComplete="one-time-code"
        spellCheck={false}
        error={errors.code?.message}
        {...register('code')}
      />
      <DialogActions>
        <DialogCloseButton disabled={pending} />
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? pendingLabel : submitLabel}
        </Button>
      </DialogActions>
    </form>
  );
}
