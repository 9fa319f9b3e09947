import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { passkeyName } from '#shared/passkeys.ts';
import { FormField } from '../../auth/form-field.tsx';
import { DialogForm } from '../dialog-form.tsx';

const nameForm = z.object({ name: passkeyName });

export interface NameFormProps {
  defaultName: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: string | null;
  onName: (name: string) => void;
}

/** A dialog's form that asks what to call a passkey ("Work laptop"). */
export function NameForm({
  defaultName,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onName,
}: NameFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof nameForm>, unknown, z.output<typeof nameForm>>({
    resolver: zodResolver(nameForm),
    defaultValues: { name: defaultName },
  });
  const submit = handleSubmit(({ name }) => onName(name));
  return (
    <DialogForm
      onSubmit={(event) => void submit(event)}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
      pending={pending}
      error={error}
    >
      <FormField
        label="Name"
        hint="So you can tell your passkeys apart, such as “Work laptop”."
        autoFocus
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
    </DialogForm>
  );
}
