// docs/forms.md#uploads and #limits-and-delays: shared by the upload widget and the server that
// enforces them.
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES = 10;
export const MAX_FILE_SIZE_LABEL = '20 MB';

/**
 * Our own limit (docs/files.md#limits): how many bytes one person may have uploaded and not yet
 * attached to a request, milestone or message. Ten files of 20 MB, so one form filled to its limits
 * always fits; beyond that a person attaches or removes what they uploaded, or waits for the daily
 * clean-up of unattached uploads (server/files/unattached-uploads.ts), instead of filling the disk.
 */
export const MAX_UNATTACHED_BYTES = MAX_FILES * MAX_FILE_BYTES;

/**
 * Our own limit (docs/files.md#limits): how many bytes one person may store in all, attached or
 * not, for as long as they are kept (attached files stay as long as their request, and a deleted
 * request keeps its files). The unattached limit alone does not bound the disk: attaching frees it
 * again, so a script could attach and repeat. 1 GB is five forms filled to their limits with 20 MB
 * files, while the files people attach to requests and deliverables (logs, screenshots, patches)
 * are mostly a few megabytes: hundreds of requests' worth, and one account cannot fill the disk.
 */
export const MAX_STORED_BYTES = 1024 * 1024 * 1024;
export const MAX_STORED_SIZE_LABEL = '1 GB';

/**
 * Names are sent as unblock_{timestamp}_{name}; the prefix is stripped for display
 * (docs/forms.md#uploads).
 */
const UPLOAD_PREFIX = /^unblock_\d+_/;

export function uploadName(original: string, now = Date.now()): string {
  return `unblock_${now}_${original}`;
}

export function displayName(stored: string): string {
  return stored.replace(UPLOAD_PREFIX, '');
}

/** A file chip shows 20 characters of the name (docs/forms.md#uploads). */
export function chipLabel(name: string): string {
  const shown = displayName(name);
  return shown.length > 20 ? `${shown.slice(0, 19)}…` : shown;
}
