import { useState } from 'react';
import { Dialog } from 'radix-ui';
import { Pencil } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { BIO_MAX_LENGTH, updateProfileInput } from '#shared/schemas/profile.ts';
import type { UpdateProfile, UpdateProfileInput } from '#shared/schemas/profile.ts';
import { Button } from '../../components/button.tsx';
import {
  DialogActions,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/dialog.tsx';
import { FormAlert } from '../auth/form-alert.tsx';
import { FormField } from '../auth/form-field.tsx';
import type { Me } from '../auth/use-me.ts';
import { errorMessage } from '../errors/api-errors.ts';
import { TextAreaField } from '../forms/text-area-field.tsx';
import type { TicketCategory } from '../tickets/category-labels.ts';
import { UnuploadedFilesConfirm } from '../uploads/unuploaded-files-confirm.tsx';
import { useUnuploadedFilesGuard } from '../uploads/use-unuploaded-files-guard.ts';
import { trpc } from '../../trpc.ts';
import { normaliseSelection } from '../categories/category-selection.ts';
import { Spinner } from './loading-screen.tsx';
import { CategoriesField } from '../categories/categories-field.tsx';
import { ProfilePictureField, type PictureChange } from './profile-picture-field.tsx';
import * as styles from './edit-profile-dialog.css.ts';

export interface EditProfileDialogProps {
  me: Me;
  /** The words on the button that opens the dialog (Radix returns focus to it on close). */
  triggerLabel: string;
}

/**
 * The "Edit Profile" dialog (docs/forms.md#profile-form), one for both roles: names and
 * picture; a developer also edits their bio and supported categories (docs/screens.md).
 */
export function EditProfileDialog({ me, triggerLabel }: EditProfileDialogProps) {
  const [open, setOpen] = useState(false);
  const developer = me.role === 'developer';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Pencil size={16} aria-hidden="true" />
          {triggerLabel}
        </Button>
      </Dialog.Trigger>
      <DialogContent>
        <DialogTitle>Edit Profile</DialogTitle>
        <DialogDescription>
          {developer
            ? 'Your name, picture and bio are shown to the people you work with; your categories decide the requests you see.'
            : 'Your name and picture are shown to the people you work with.'}
        </DialogDescription>
        {/* Mounted only while open, so each opening starts from the saved profile. */}
        {open &&
          (developer ? (
            <DeveloperProfileForm me={me} onSaved={() => setOpen(false)} />
          ) : (
            <EditProfileForm me={me} onSaved={() => setOpen(false)} />
          ))}
      </DialogContent>
    </Dialog.Root>
  );
}

interface FormProps {
  me: Me;
  onSaved: () => void;
}

/** A developer's form starts from their saved bio and categories, once they are loaded. */
function DeveloperProfileForm({ me, onSaved }: FormProps) {
  const details = trpc.profile.details.useQuery();
  if (details.data) {
    return (
      <EditProfileForm
        me={me}
        onSaved={onSaved}
        developer={{
          bio: details.data.bio ?? '',
          categories: normaliseSelection(details.data.categories),
        }}
      />
    );
  }
  if (details.isError) {
    return (
      <FormAlert tone="error">
        Your profile could not be loaded. {errorMessage(details.error)}
      </FormAlert>
    );
  }
  return (
    <div className={styles.loading}>
      <Spinner label="Loading your profile" />
    </div>
  );
}

function EditProfileForm({
  me,
  onSaved,
  developer,
}: FormProps & { developer?: { bio: string; categories: TicketCategory[] } }) {
  const utils = trpc.useUtils();
  const [picture, setPicture] = useState<PictureChange>(undefined);
  const [categories, setCategories] = useState(developer?.categories ?? []);
  const update = trpc.profile.update.useMutation({
    onSuccess: (updated, sent) => {
      utils.auth.me.setData(undefined, updated);
      if (sent.categories) {
        utils.profile.details.setData(undefined, {
          bio: sent.bio?.trim() || null,
          categories: sent.categories,
        });
        utils.profile.categories.setData(undefined, { categories: sent.categories });
        // The requests a developer may take follow their categories.
        void utils.tickets.available.invalidate();
      }
      // Their own messages show the new picture too.
      void utils.discussions.invalidate();
      onSaved();
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateProfileInput, unknown, UpdateProfile>({
    resolver: zodResolver(updateProfileInput),
    defaultValues: {
      firstName: me.firstName ?? '',
      lastName: me.lastName ?? '',
      ...(developer && { bio: developer.bio }),
    },
  });

  const save = (values: UpdateProfile) =>
    update.mutate({
      ...values,
      ...(picture !== undefined && { profileImageKey: picture && picture.key }),
      ...(developer && { categories }),
    });
  const uploads = useUnuploadedFilesGuard(save);
  const onSubmit = handleSubmit(uploads.submit);
  const busy = update.isPending;

  return (
    <>
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)}>
        {update.error && (
          // docs/forms.md#profile-form: the reason from the server, in the same red box as the
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
        <ProfilePictureField
          me={me}
          value={picture}
          onChange={setPicture}
          onPendingChange={uploads.onPendingChange}
          disabled={busy}
        />
        {developer && (
          <>
            <TextAreaField
              label="Bio or links"
              optional
              rows={4}
              maxLength={BIO_MAX_LENGTH}
              hint={`A few words about your experience, or your GitHub or LinkedIn URL (up to ${BIO_MAX_LENGTH} characters).`}
              error={errors.bio?.message}
              {...register('bio')}
            />
            <CategoriesField value={categories} onChange={setCategories} disabled={busy} />
          </>
        )}
        <DialogActions>
          <DialogCloseButton disabled={busy} />
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Save
          </Button>
        </DialogActions>
      </form>
      <UnuploadedFilesConfirm {...uploads.prompt} confirmLabel="Proceed" />
    </>
  );
}
