import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, DragEvent, JSX } from 'react';
import { CircleAlert, TriangleAlert, CloudUpload } from 'lucide-react';
import { displayName, MAX_FILE_SIZE_LABEL, MAX_FILES } from '#shared/domain/files/limits.ts';
import { Button } from '../../components/button.tsx';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as formStyles from '../auth/auth-form.css.ts';
import { AttachedFileChip } from './attached-file-chip.tsx';
import { QueuedFileRow } from './queued-file-row.tsx';
import { removedKeys } from './upload-rules.ts';
import { useUppyUploads } from './use-uppy-uploads.ts';
import * as styles from './file-uploader.css.ts';

export interface FileUploaderProps {
  /** Files already uploaded and attached: fileKey -> name. */
  value: Record<string, string>;
  onChange: (files: Record<string, string>) => void;
  /** Visible label, e.g. "Files" or "Deliverables". */
  label: string;
  /** True while chosen files are not attached yet: uploading, or failed and not removed. */
  onPendingChange?: (pending: boolean) => void;
  /** True while a chosen file failed to upload and was neither retried nor removed. */
  onFailedChange?: (failed: boolean) => void;
  disabled?: boolean;
  /**
   * At most this many files in all, attached ones included (docs/forms.md#uploads: 10; 1 for a
   * picture).
   */
  maxFiles?: number;
  /** Only these extensions (".png"); any file type without it. */
  allowedTypes?: readonly string[];
  /** The drop zone's height (docs/forms.md#limits-and-delays) in px (200 in the profile). */
  height?: number;
  /** What may be uploaded, under the drop zone. */
  hint?: string;
  /** One line for the drop zone, where room is short (the conversation's composer). */
  compact?: boolean;
}

/**
 * Choose or drop files; each uploads at once, with its progress and a way to remove it, and what
 * the server stored is attached (docs/files.md#the-upload-widget). The form around it hears while
 * files are still uploading or failed, so it never saves without them unasked.
 */
export function FileUploader({
  value,
  onChange,
  label,
  onPendingChange,
  onFailedChange,
  disabled = false,
  maxFiles = MAX_FILES,
  allowedTypes,
  height,
  hint = `Up to ${MAX_FILES} files, ${MAX_FILE_SIZE_LABEL} each. They upload as soon as you choose them.`,
  compact = false,
}: FileUploaderProps): JSX.Element {
  const labelId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // Several uploads can finish before the parent re-renders with the new value; each must add
  // to what the previous one attached, not to the value of the last render.
  const attachedRef = useRef(value);
  useLayoutEffect(() => {
    attachedRef.current = value;
  }, [value]);

  const uploads = useUppyUploads({
    maxFiles,
    allowedFileTypes: allowedTypes ?? null,
    onUploaded: (file) => {
      const next = { ...attachedRef.current, [file.fileKey]: displayName(file.name) };
      attachedRef.current = next;
      onChange(next);
    },
  });
  const { forget } = uploads;

  // A detached file (its chip removed, or the form reset) may be chosen again afterwards.
  const previousValue = useRef(value);
  useEffect(() => {
    forget(removedKeys(previousValue.current, value));
    previousValue.current = value;
  }, [value, forget]);

  const queued = uploads.files.filter((file) => !file.progress.uploadComplete);
  const pending = queued.length > 0;
  const notifyPending = useEffectEvent((next: boolean) => onPendingChange?.(next));
  useEffect(() => {
    notifyPending(pending);
  }, [pending]);

  const failed = queued.some((file) => file.error);
  const notifyFailed = useEffectEvent((next: boolean) => onFailedChange?.(next));
  useEffect(() => {
    notifyFailed(failed);
  }, [failed]);

  const uploading = queued.some((file) => !file.error);
  const inactive = disabled || !uploads.ready;
  const attached = Object.entries(value);

  const add = (files: FileList | null) => {
    if (inactive || !files) return;
    uploads.addFiles(Array.from(files), attached.length);
  };

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    add(event.target.files);
    // Cleared so choosing the same file again still fires a change (and reports the duplicate).
    event.target.value = '';
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = inactive ? 'none' : 'copy';
    if (!inactive) setDragging(true);
  };
  const onDragLeave = (event: DragEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={hintId}
      aria-busy={uploading || undefined}
      className={styles.root}
    >
      <span id={labelId} className={formStyles.label}>
        {label}
      </span>
      <div
        className={compact ? styles.dropZoneCompact : styles.dropZone}
        data-dragging={dragging}
        data-disabled={inactive}
        style={height === undefined ? undefined : { minHeight: `${height}px` }}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <CloudUpload className={styles.dropIcon} aria-hidden="true" />
        <span className={compact ? styles.dropTextCompact : undefined}>
          Drag and drop {maxFiles > 1 ? 'files' : 'a file'} here, or
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={inactive}
          onClick={() => inputRef.current?.click()}
        >
          {maxFiles > 1 ? 'Choose files' : 'Choose a file'}
        </Button>
        {/* The button above is the control people use; this input only opens the picker. */}
        <input
          ref={inputRef}
          type="file"
          multiple={maxFiles > 1}
          accept={allowedTypes?.join(',')}
          hidden
          tabIndex={-1}
          onChange={onInputChange}
        />
      </div>
      {/* Compact, the hint stays the group's description but gives its line to the files. */}
      <p id={hintId} className={compact ? visuallyHidden : styles.hint}>
        {hint}
      </p>

      <div role="alert" className={styles.notices}>
        {uploads.notices.map((notice, index) => (
          <p key={index} className={styles.notice[notice.tone]}>
            {notice.tone === 'error' ? (
              <CircleAlert className={styles.noticeIcon} aria-hidden="true" />
            ) : (
              <TriangleAlert className={styles.noticeIcon} aria-hidden="true" />
            )}
            <span>{notice.text}</span>
          </p>
        ))}
      </div>

      {pending && (
        <ul className={styles.list} aria-label={`${label} to upload`}>
          {queued.map((file) => (
            <QueuedFileRow
              key={file.id}
              file={file}
              disabled={disabled}
              onRetry={() => uploads.retry(file.id)}
              onRemove={() => uploads.remove(file.id)}
            />
          ))}
        </ul>
      )}

      {attached.length > 0 && (
        <ul className={styles.chips} aria-label={`Attached ${label.toLowerCase()}`}>
          {attached.map(([key, name]) => (
            <AttachedFileChip
              key={key}
              name={name}
              disabled={disabled}
              onRemove={() => {
                const { [key]: _removed, ...rest } = value;
                onChange(rest);
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
