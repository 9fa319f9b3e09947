import { MAX_FILES, uploadName } from '#shared/domain/files/limits.ts';

/** The server's upload route (server/files/file-routes.ts): one file per POST, field `file`. */
export const UPLOAD_ENDPOINT = '/api/files/upload';

/** What the upload route answers for a stored file. */
export type UploadedFile = { fileKey: string; name: string; sizeBytes: number };

/**
 * 10 files in all are allowed (docs/forms.md#uploads): the ones already attached count too, so a
 * ticket that holds 8 can take 2 more, whatever this widget has queued. How many of the files being
 * added fit: the first ones are kept, the rest refused with "You can only upload 10 files".
 */
export function filesThatFit(
  attached: number,
  queued: number,
  adding: number,
  max: number = MAX_FILES,
): number {
  return Math.max(0, Math.min(adding, max - attached - queued));
}

/** The upload failure texts (docs/forms.md#uploads). */
export function uploadFailedText(message?: string | null): string {
  return `Upload failed: ${message || 'Unknown error'}`;
}

/**
 * Only failures that may pass on their own are retried (3 retries at 0.3, 0.6, 1.2 s,
 * docs/forms.md#limits-and-delays): no answer at all, a timeout, rate limiting, a server error. A
 * refusal (too large, signed out) would only send the same bytes three more times.
 */
export function shouldRetryStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

/** docs/forms.md#limits-and-delays: the wait before retry 1, 2, 3 is 0.3, 0.6 and 1.2 s. */
export function retryDelayMs(retry: number): number {
  return 300 * 2 ** (retry - 1);
}

/**
 * Uppy's fetcher (@uppy/core 6.3) already waits 0.15 × 2^(retry − 1) s before a retry; the rest
 * of the documented delay is waited before the retried request is sent. `retry` is Uppy's
 * retryCount: 0 for the first attempt.
 */
export function retryTopUpMs(retry: number): number {
  if (retry < 1) return 0;
  const uppyWait = 150 * 2 ** (retry - 1);
  return Math.max(0, retryDelayMs(retry) - uppyWait);
}

/** The server's own sentence (`{ error }`) for a refused upload, else the HTTP status text. */
export function responseErrorMessage(
  status: number,
  responseText: string,
  statusText: string,
): string {
  try {
    const body: unknown = JSON.parse(responseText);
    if (typeof body === 'object' && body !== null && 'error' in body) {
      const { error } = body;
      if (typeof error === 'string' && error.trim() !== '') return error;
    }
  } catch {
    // Not JSON (a proxy's error page): fall through to the status line.
  }
  return statusText.trim() || `The server answered ${status}`;
}

/** The upload route's answer, checked: anything else is not a stored file. */
export function uploadedFile(body: unknown): UploadedFile | null {
  if (typeof body !== 'object' || body === null) return null;
  const { fileKey, name, sizeBytes } = body as Record<string, unknown>;
  if (typeof fileKey !== 'string' || fileKey === '' || typeof name !== 'string') return null;
  return { fileKey, name, sizeBytes: typeof sizeBytes === 'number' ? sizeBytes : 0 };
}

interface NamedQueuedFile {
  name: string;
  meta: { name: string };
  progress: { uploadStarted: number | null };
}

/**
 * Each file goes out as unblock_{timestamp}_{name} (docs/forms.md#uploads). Only files not sent yet
 * are renamed: a retried file keeps the name of its first attempt. The name shown and the duplicate
 * check use the original name, which stays in `name`.
 */
export function withUploadNames<F extends NamedQueuedFile>(
  files: Record<string, F>,
  now: number = Date.now(),
): Record<string, F> {
  return Object.fromEntries(
    Object.entries(files).map(([id, file]) => [
      id,
      file.progress.uploadStarted == null
        ? { ...file, meta: { ...file.meta, name: uploadName(file.name, now) } }
        : file,
    ]),
  );
}

/** Keys present before and gone now: attachments the user (or a form reset) removed. */
export function removedKeys(
  before: Record<string, string>,
  after: Record<string, string>,
): string[] {
  return Object.keys(before).filter((key) => !Object.hasOwn(after, key));
}
