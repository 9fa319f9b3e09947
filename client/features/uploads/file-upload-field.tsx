import * as formStyles from '../auth/auth-form.css.ts';
import { FileUploader } from './file-uploader.tsx';
import type { FileUploaderProps } from './file-uploader.tsx';

export interface FileUploadFieldProps extends FileUploaderProps {
  /** The form's message about the attached files, e.g. from the schema. */
  error?: string | undefined;
}

/** The uploader as one field of a form, with the form's error under it like the other fields. */
export function FileUploadField({ error, ...uploader }: FileUploadFieldProps) {
  return (
    <div className={formStyles.field}>
      <FileUploader {...uploader} />
      {error && <p className={formStyles.fieldError}>{error}</p>}
    </div>
  );
}
