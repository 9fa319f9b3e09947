import { File as FileIcon, RotateCw, X } from 'lucide-react';
import { chipLabel } from '#shared/domain/files/limits.ts';
import { Button } from '../../components/button.tsx';
import { uploadFailedText } from './upload-rules.ts';
import type { QueuedFile } from './use-uppy-uploads.ts';
import * as styles from './file-uploader.css.ts';

export interface QueuedFileRowProps {
  file: QueuedFile;
  onRetry: () => void;
  onRemove: () => void;
  disabled: boolean;
}

/**
 * A chosen file not attached yet: waiting its turn (5 upload at a time), uploading (with progress),
 * or failed (with retry). Removing it aborts its upload.
 */
export function QueuedFileRow({ file, onRetry, onRemove, disabled }: QueuedFileRowProps) {
  const { progress } = file;
  const uploading = !file.error && progress.uploadStarted != null && !progress.uploadComplete;
  const percentage = progress.percentage ?? 0;

  return (
    <li className={styles.row}>
      <span className={styles.rowName} title={file.name}>
        <FileIcon className={styles.fileIcon} aria-hidden="true" />
        {chipLabel(file.name)}
      </span>
      <span className={styles.rowStatus}>
        {file.error ? (
          <>
            <span className={styles.rowError}>{uploadFailedText(file.error)}</span>
            <Button
              variant="ghost"
              size="sm"
              onClick={onRetry}
              disabled={disabled}
              aria-label={`Retry upload of ${file.name}`}
            >
              <RotateCw size={14} aria-hidden="true" />
              Retry
            </Button>
          </>
        ) : uploading ? (
          <>
            <progress
              className={styles.progress}
              max={100}
              value={percentage}
              aria-label={`Uploading ${file.name}`}
            />
            <span aria-hidden="true">{percentage}%</span>
          </>
        ) : (
          'Waiting to upload'
        )}
      </span>
      <button
        type="button"
        className={styles.chipButton}
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${file.name}`}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </li>
  );
}
