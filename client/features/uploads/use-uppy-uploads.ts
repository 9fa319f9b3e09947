import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import Uppy from '@uppy/core';
import type { Meta, UppyFile } from '@uppy/core';
import XHRUpload from '@uppy/xhr-upload';
import { MAX_FILE_BYTES, MAX_FILES } from '#shared/domain/files/limits.ts';
import {
  filesThatFit,
  responseErrorMessage,
  retryTopUpMs,
  shouldRetryStatus,
  UPLOAD_ENDPOINT,
  uploadedFile,
  uploadFailedText,
  withUploadNames,
} from './upload-rules.ts';
import type { UploadedFile } from './upload-rules.ts';

type UploadUppy = Uppy<Meta, UploadedFile>;
export type QueuedFile = UppyFile<Meta, UploadedFile>;

export interface UploadNotice {
  tone: 'error' | 'warning';
  text: string;
}

/**
 * 5 uploads at a time (docs/forms.md#limits-and-delays), 60 s without progress counts as stalled.
 */
const CONCURRENT_UPLOADS = 5;
const STALL_TIMEOUT_MS = 60_000;

/** What a widget accepts: docs/forms.md#uploads by default, one picture in the profile. */
export interface UploadLimits {
  maxFiles: number;
  /** Extensions (".png") or MIME types; null: any file type. */
  allowedFileTypes: readonly string[] | null;
}

function createUppy({ maxFiles, allowedFileTypes }: UploadLimits): UploadUppy {
  const uppy = new Uppy<Meta, UploadedFile>({
    autoProceed: false,
    // Uppy's own restriction messages are the product's (docs/forms.md#uploads: "You can only
    // upload: {types}" too). The count here is only a backstop: addFiles below also counts the
    // files already attached, which Uppy cannot see.
    restrictions: {
      maxFileSize: MAX_FILE_BYTES,
      maxNumberOfFiles: maxFiles,
      allowedFileTypes: allowedFileTypes ? [...allowedFileTypes] : null,
    },
    onBeforeUpload: (files) => withUploadNames(files),
  });
  // Uppy's fetcher retries 3 times by default (docs/forms.md#limits-and-delays); onBeforeRequest
  // stretches its waits.
  uppy.use(XHRUpload, {
    endpoint: UPLOAD_ENDPOINT,
    fieldName: 'file',
    formData: true,
    // The route reads exactly one file part; Uppy's meta fields would only be noise to it.
    allowedMetaFields: false,
    limit: CONCURRENT_UPLOADS,
    timeout: STALL_TIMEOUT_MS,
    shouldRetry: (xhr) => shouldRetryStatus(xhr.status),
    onBeforeRequest: async (xhr, retryCount, files) => {
      const wait = retryTopUpMs(retryCount);
      if (wait === 0) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
      // Removed while waiting: Uppy has given the request up (aborting an unsent XHR does not
      // stop a later send), so it must not go out.
      if (files.some((file) => !uppy.getFile(file.id))) xhr.send = () => undefined;
    },
    // Without this a refusal surfaces as the bare status text ("Payload Too Large"); the route
    // says why in `{ error }`, e.g. "<name> exceeds maximum allowed size of 20 MB".
    onAfterResponse: (xhr) => {
      if (xhr.status >= 200 && xhr.status < 300) return;
      throw new Error(responseErrorMessage(xhr.status, xhr.responseText, xhr.statusText));
    },
  });
  return uppy;
}

interface Snapshot {
  ready: boolean;
  files: readonly QueuedFile[];
}

const NOT_READY: Snapshot = { ready: false, files: [] };

/**
 * Holds the live Uppy instance for React. The instance is created and destroyed by an effect
 * (so StrictMode's mount, unmount, mount gets a fresh, working one each time), and rendering
 * reads its files through useSyncExternalStore with a snapshot that only changes when Uppy's
 * state does.
 */
function createUppyHolder() {
  let uppy: UploadUppy | null = null;
  let snapshot = NOT_READY;
  const listeners = new Set<() => void>();
  const refresh = () => {
    snapshot = uppy ? { ready: true, files: uppy.getFiles() } : NOT_READY;
    for (const listener of listeners) listener();
  };
  return {
    current: () => uppy,
    attach: (next: UploadUppy) => {
      uppy = next;
      next.on('state-update', refresh);
      refresh();
    },
    detach: () => {
      uppy?.off('state-update', refresh);
      uppy = null;
      refresh();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : '';
}

export interface UppyUploadsOptions extends Partial<UploadLimits> {
  /** A file reached the server; called once per file, in the order they finish. */
  onUploaded: (file: UploadedFile) => void;
}

/**
 * One Uppy instance per calling component: files upload as soon as they are added; each can be
 * retried or removed. The limits are read once, when the component mounts.
 */
export function useUppyUploads({
  onUploaded,
  maxFiles = MAX_FILES,
  allowedFileTypes = null,
}: UppyUploadsOptions) {
  const [holder] = useState(createUppyHolder);
  const [limits] = useState<UploadLimits>(() => ({ maxFiles, allowedFileTypes }));
  const { ready, files } = useSyncExternalStore(
    holder.subscribe,
    holder.getSnapshot,
    holder.getSnapshot,
  );
  const [notices, setNotices] = useState<UploadNotice[]>([]);
  const handleUploaded = useEffectEvent(onUploaded);

  useEffect(() => {
    const uppy = createUppy(limits);
    const notify = (notice: UploadNotice) => setNotices((shown) => [...shown, notice]);
    uppy.on('restriction-failed', (_file, error) => notify({ tone: 'error', text: error.message }));
    uppy.on('upload-stalled', (error) => notify({ tone: 'warning', text: error.message }));
    uppy.on('upload-success', (file, response) => {
      if (!file) return;
      const uploaded = uploadedFile(response.body);
      if (uploaded) {
        handleUploaded(uploaded);
        return;
      }
      // A 2xx without a file key stored nothing we can attach: show it as failed, retryable.
      uppy.setFileState(file.id, {
        error: 'Unknown error',
        progress: { ...file.progress, uploadComplete: false },
      });
    });
    holder.attach(uppy);
    return () => {
      holder.detach();
      // Aborts uploads still running and drops Uppy's window listeners.
      uppy.destroy();
    };
  }, [holder, limits]);

  const reportFailure = useCallback((error: unknown) => {
    setNotices((shown) => [...shown, { tone: 'error', text: uploadFailedText(errorText(error)) }]);
  }, []);

  const addFiles = useCallback(
    (chosen: readonly File[], attachedCount: number) => {
      const uppy = holder.current();
      if (!uppy || chosen.length === 0) return;
      setNotices([]);
      const queued = uppy.getFiles().filter((file) => !file.progress.uploadComplete).length;
      // Too many at once: the first that fit are kept, and the rest refused with the product's
      // words.
      const fit = filesThatFit(attachedCount, queued, chosen.length, limits.maxFiles);
      if (fit < chosen.length) {
        setNotices([
          {
            tone: 'error',
            text: uppy.i18n('youCanOnlyUploadX', { smart_count: limits.maxFiles }),
          },
        ]);
      }
      if (fit === 0) return;
      try {
        // Restriction failures (size, duplicates) arrive through 'restriction-failed'.
        uppy.addFiles(
          chosen
            .slice(0, fit)
            .map((file) => ({ name: file.name, type: file.type, data: file, source: 'Local' })),
        );
      } catch (error) {
        setNotices((shown) => [...shown, { tone: 'error', text: errorText(error) }]);
      }
      // Chosen files upload at once (docs/files.md#the-upload-widget): a second step is where
      // people lost files. Failed ones are retried by their own row.
      if (uppy.getFiles().some((file) => file.progress.uploadStarted == null && !file.error)) {
        uppy.upload().catch(reportFailure);
      }
    },
    [holder, limits, reportFailure],
  );

  const retry = useCallback(
    (fileId: string) => {
      holder.current()?.retryUpload(fileId).catch(reportFailure);
    },
    [holder, reportFailure],
  );

  /** Drops a queued file; one still uploading is aborted. */
  const remove = useCallback(
    (fileId: string) => {
      const uppy = holder.current();
      if (uppy?.getFile(fileId)) uppy.removeFile(fileId);
    },
    [holder],
  );

  /**
   * Forgets uploaded files whose keys were detached. Until then they stay in Uppy, so choosing
   * the same file again is reported as a duplicate.
   */
  const forget = useCallback(
    (fileKeys: readonly string[]) => {
      const uppy = holder.current();
      if (!uppy || fileKeys.length === 0) return;
      const gone = new Set(fileKeys);
      for (const file of uppy.getFiles()) {
        const key = file.response?.body?.fileKey;
        if (key !== undefined && gone.has(key)) uppy.removeFile(file.id);
      }
    },
    [holder],
  );

  return { ready, files, notices, addFiles, retry, remove, forget };
}
