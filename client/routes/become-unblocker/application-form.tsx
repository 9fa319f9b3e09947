import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { CircleCheck } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { developerWaitlistInput } from '#shared/schemas/waitlist.ts';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { EmailField } from '../../features/auth/email-field.tsx';
import { FormField } from '../../features/auth/form-field.tsx';
import { SubmitButton } from '../../features/auth/submit-button.tsx';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { useHydrated } from '../../features/marketing/use-hydrated.ts';
import { TextAreaField } from '../../features/forms/text-area-field.tsx';
import { SelectField } from '../../features/request-form/request-fields.tsx';
import { trpc } from '../../trpc.ts';
import { specialtyOptions } from './specialties.ts';
import * as styles from './application-form.css.ts';

type ApplicationInput = z.input<typeof developerWaitlistInput>;
type Application = z.output<typeof developerWaitlistInput>;

/**
 * "Join Our Developer Network" (docs/forms.md#waitlists): validated by the server's own schema,
 * every field disabled while the application is sent, then a confirmation in the form's place. A
 * failure shows the server's sentence, or "An error occurred" (docs/forms.md#waitlists).
 */
export function ApplicationForm() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ApplicationInput, unknown, Application>({
    resolver: zodResolver(developerWaitlistInput),
    mode: 'onTouched',
    defaultValues: { name: '', email: '', bio: '' },
  });
  const join = trpc.waitlist.joinDevelopers.useMutation();
  const hydrated = useHydrated();

  if (join.isSuccess)
    return <Confirmation name={join.variables.name} email={join.variables.email} />;

  // An empty bio box means "no bio", not an empty one.
  const submit = handleSubmit((values) => join.mutate({ ...values, bio: values.bio || undefined }));

  return (
    <form noValidate className={styles.form} onSubmit={(event) => void submit(event)}>
      {join.error && <FormAlert tone="error">{errorMessage(join.error)}</FormAlert>}
      {/* A disabled fieldset disables every control in it: while the application is sent, and
          in the page's HTML until the form's code has loaded, which would set the fields back to
          their defaults and lose what had been typed. */}
      <fieldset className={styles.fields} disabled={join.isPending || !hydrated}>
        <FormField
          label="Name"
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <EmailField field={register('email')} error={errors.email?.message} />
        <SelectField
          label="Specialty"
          options={specialtyOptions}
          error={errors.specialty?.message}
          {...register('specialty')}
        />
        <TextAreaField
          label="Short bio or a GitHub/LinkedIn URL"
          optional
          hint="A few lines about what you build, or a link to your work."
          error={errors.bio?.message}
          {...register('bio')}
        />
      </fieldset>
      {/* Until the page is live, a native submit would put the name and email in the URL. */}
      <SubmitButton
        pending={join.isPending}
        pendingLabel="Sending your application…"
        disabled={!hydrated}
      >
        Apply to Join
      </SubmitButton>
      <p className={styles.fineprint}>
        A person on our team reads every application. We use your email only to reply to it.
      </p>
    </form>
  );
}

/**
 * Replaces the form once the application is sent; it waits for the address's owner to confirm
 * it from the mail (anyone can type any address). The same words whether or not the address
 * applied before, so the form tells nobody who has. It takes focus, so screen readers announce it,
 * and is brought to the middle of the screen: being shorter than the form, it would otherwise
 * sit half under the sticky top bar.
 */
function Confirmation({ name, email }: { name: string; email: string }) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div ref={box} role="status" className={styles.success}>
      <span className={styles.successIcon}>
        <CircleCheck size={28} aria-hidden="true" />
      </span>
      <h3 ref={heading} tabIndex={-1} className={styles.successHeading}>
        Thanks, {name}! Check your email to confirm.
      </h3>
      <p className={styles.successText}>
        We sent a link to <strong className={styles.email}>{email}</strong>. Open it to confirm the
        application is yours: only then does it reach our team. If your experience fits the requests
        people bring us, we email you an invite code to create your Unblocker account.
      </p>
    </div>
  );
}
