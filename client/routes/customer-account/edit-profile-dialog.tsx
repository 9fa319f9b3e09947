import { useState } from 'react';
import type { ReactElement } from 'react';
import { Dialog } from 'radix-ui';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { updateProfileInput } from '#shared/schemas/profile.ts';
import type { UpdateProfileInput } from '#shared/schemas/profile.ts';
import { Button } from '../../components/button.tsx';
import {
  DialogActions,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/dialog.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import { FormField } from '../../features/auth/form-field.tsx';
import type { Me } from '../../features/auth/use-me.ts';
import { trpc } from '../../trpc.ts';
import * as styles from './edit-profile-dialog.css.ts';

export interface EditProfileDialogProps {
  me: Me;
  /** The button that opens the dialog; Radix returns focus to it on close. */
  trigger: ReactElement;
}

/** The "Edit Profile" dialog (SPEC §2 Dialogs, §5 "Profile form"). */
export function EditProfileDialog({ me, trigger }: EditProfileDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <DialogContent>
        <DialogTitle>Edit Profile</DialogTitle>
        <DialogDescription>Your name is shown to the people you work with.</DialogDescription>
        {/* Mounted only while open, so each opening starts from the saved profile. */}
        <EditProfileForm me={me} onSaved={() => setOpen(false)} />
      </DialogContent>
    </Dialog.Root>
  );
}

function EditProfileForm({ me, onSaved }: { me: Me; onSaved: () => void }) {
  const utils = trpc.useUtils();
  const update = trpc.profile.update.useMutation({
    onSuccess: (updated) => {
      utils.auth.me.setData(undefined, updated);
      onSaved();
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateProfileInput>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: { firstName: me.firstName ?? '', lastName: me.lastName ?? '' },
  });

  const onSubmit = handleSubmit((values) => update.mutate(values));

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
      {update.error && (
        // SPEC §8 "Profile and upload": the reason from the server, in the same red box as the
        // sign-in forms' errors.
        <FormAlert tone="error">
          {update.error.message
            ? `Failed to update profile: ${update.error.message}`
            : 'An error occurred'}
        </FormAlert>
      )}
      <FormField
        label="First name"
        autoComplete="given-name"
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <FormField
        label="Last name"
        autoComplete="family-name"
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <DialogActions>
        <DialogCloseButton />
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
