import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { customerWaitlistInput } from '#shared/schemas/waitlist.ts';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { EmailField } from '../../features/auth/email-field.tsx';
import { FormField } from '../../features/auth/form-field.tsx';
import { useHydrated } from '../../features/marketing/use-hydrated.ts';
import { SubmitButton } from '../../features/auth/submit-button.tsx';
import * as formStyles from '../../features/auth/auth-form.css.ts';
import { trpc } from '../../trpc.ts';
import { WaitlistJoinedDialog } from './waitlist-joined-dialog.tsx';

type WaitlistFormInput = z.input<typeof customerWaitlistInput>;
type WaitlistFormOutput = z.output<typeof customerWaitlistInput>;

/**
 * The customer waitlist (docs/forms.md#waitlists): idle, submitting (fields and button disabled),
 * error (the server's sentence, else "An error occurred", above the form) and success (a popup).
 */
export function WaitlistForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<WaitlistFormInput, unknown, WaitlistFormOutput>({
    resolver: zodResolver(customerWaitlistInput),
    // Errors appear once a field is left, then follow every keystroke.
    mode: 'onTouched',
    defaultValues: { name: '', email: '' },
  });
  const join = trpc.waitlist.joinCustomers.useMutation();
  const [joined, setJoined] = useState<WaitlistFormOutput | null>(null);

  const submit = handleSubmit((values) => {
    join.mutate(values, { onSuccess: () => setJoined(values) });
  });
  const busy = join.isPending;
  // Until the prerendered page is live, a native submit would put the name and email in the URL,
  // and the form library would set back to empty whatever had been typed: all stay disabled.
  const hydrated = useHydrated();

  return (
    <>
      <form
        noValidate
        className={formStyles.form}
        aria-label="Join the waitlist"
        aria-busy={busy || undefined}
        onSubmit={(event) => void submit(event)}
      >
        {join.error && <FormAlert tone="error">{errorMessage(join.error)}</FormAlert>}
        <FormField
          label="Name"
          autoComplete="name"
          disabled={busy || !hydrated}
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField
          field={register('email')}
          disabled={busy || !hydrated}
          hint={
            errors.email ? undefined : 'We use it only to tell you about your place on the list.'
          }
          error={errors.email?.message}
        />
        <SubmitButton pending={busy} pendingLabel="Joining…" disabled={!hydrated}>
          Join the Waitlist
        </SubmitButton>
      </form>
      {joined && <WaitlistJoinedDialog name={joined.name} email={joined.email} />}
    </>
  );
}
