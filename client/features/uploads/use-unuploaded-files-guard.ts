import { useState } from 'react';

/** The product's question (docs/forms.md#uploads), word for word. */
export const UNUPLOADED_FILES_TEXT =
  'You selected files but have not uploaded them. Are you sure you wish to proceed?';

/** What the "Files not uploaded" confirmation needs from the guard. */
export interface UnuploadedFilesPrompt {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

export interface UnuploadedFilesGuard<T> {
  /** For the FileUploader: files are chosen but not uploaded yet, or uploading. */
  onPendingChange: (pending: boolean) => void;
  /** The form's valid values: saved at once, or held back until the user confirms. */
  submit: (values: T) => void | Promise<void>;
  prompt: UnuploadedFilesPrompt;
}

/**
 * A form with an uploader (docs/forms.md#uploads) asks before saving while chosen files were never
 * uploaded, and saves nothing if the user goes back. The values are held, not re-read, so what is
 * saved is exactly what passed validation.
 */
export function useUnuploadedFilesGuard<T>(
  save: (values: T) => void | Promise<void>,
): UnuploadedFilesGuard<T> {
  const [filesPending, setFilesPending] = useState(false);
  // Boxed, so "nothing held" cannot be mistaken for a held value.
  const [held, setHeld] = useState<{ values: T } | null>(null);

  return {
    onPendingChange: setFilesPending,
    submit: (values) => {
      if (!filesPending) return save(values);
      setHeld({ values });
    },
    prompt: {
      open: held !== null,
      onClose: () => setHeld(null),
      onConfirm: () => {
        setHeld(null);
        if (held) void save(held.values);
      },
    },
  };
}
