import { Trash2, Undo2 } from 'lucide-react';
import { MAX_FILE_SIZE_LABEL } from '#shared/domain/files/limits.ts';
import { PROFILE_IMAGE_EXTENSIONS } from '#shared/domain/files/profile-image.ts';
import { Button } from '../../components/button.tsx';
import type { Me } from '../auth/use-me.ts';
import { FileUploader } from '../uploads/file-uploader.tsx';
import { Avatar } from './avatar.tsx';
import * as styles from './edit-profile-dialog.css.ts';

/**
 * What the form will do with the picture: keep the saved one (undefined), remove it (null), or
 * set a new upload.
 */
export type PictureChange = undefined | null | { key: string; name: string };

/** The drop zone's height in the profile (docs/forms.md#limits-and-delays). */
const WIDGET_HEIGHT = 200;
const NO_FILES: Record<string, string> = {};

export interface ProfilePictureFieldProps {
  me: Me;
  value: PictureChange;
  onChange: (change: PictureChange) => void;
  onPendingChange: (pending: boolean) => void;
  disabled: boolean;
}

/**
 * The picture in Edit Profile (docs/files.md#profile-pictures): the saved one shown round, a Remove
 * button, and the upload widget for a new one (1 image, 20 MB), which replaces it when the form is
 * saved.
 */
export function ProfilePictureField({
  me,
  value,
  onChange,
  onPendingChange,
  disabled,
}: ProfilePictureFieldProps) {
  const shown = value === null ? { ...me, profileImageUrl: null } : me;
  const uploaded = value ? { [value.key]: value.name } : NO_FILES;
  return (
    <div className={styles.picture}>
      <div className={styles.current}>
        <Avatar person={shown} size="lg" />
        <p className={styles.currentText}>
          {value
            ? `${value.name} replaces your picture when you save.`
            : value === null
              ? 'Your picture is removed when you save; your initials show instead.'
              : me.profileImageUrl
                ? 'Your profile picture.'
                : 'No picture yet: your initials show instead.'}
        </p>
        {value === null ? (
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange(undefined)}>
            <Undo2 size={16} aria-hidden="true" />
            Keep picture
          </Button>
        ) : (
          me.profileImageUrl &&
          !value && (
            <Button size="sm" variant="ghost" disabled={disabled} onClick={() => onChange(null)}>
              <Trash2 size={16} aria-hidden="true" />
              Remove picture
            </Button>
          )
        )}
      </div>
      <FileUploader
        label="Profile picture"
        value={uploaded}
        onChange={(files) => {
          const [entry] = Object.entries(files);
          onChange(entry ? { key: entry[0], name: entry[1] } : undefined);
        }}
        onPendingChange={onPendingChange}
        disabled={disabled}
        maxFiles={1}
        allowedTypes={PROFILE_IMAGE_EXTENSIONS}
        height={WIDGET_HEIGHT}
        hint={`One PNG, JPG, GIF or WebP image, up to ${MAX_FILE_SIZE_LABEL}. It uploads as soon as you choose it.`}
      />
    </div>
  );
}
