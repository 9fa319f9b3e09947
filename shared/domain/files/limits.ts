// SPEC §5 "Uploads" and §9: shared by the upload widget and the server that enforces them.
export const MAX_FILE_BYTES = 20 * 1024 * 1024;
export const MAX_FILES = 10;
export const MAX_FILE_SIZE_LABEL = '20 MB';

/** SPEC §5: names are sent as unblock_{timestamp}_{name}; the prefix is stripped for display. */
const UPLOAD_PREFIX = /^unblock_\d+_/;

export function uploadName(original: string, now = Date.now()): string {
  return `unblock_${now}_${original}`;
}

export function displayName(stored: string): string {
  return stored.replace(UPLOAD_PREFIX, '');
}

/** SPEC §5: "A file chip label is truncated at 20 characters." */
export function chipLabel(name: string): string {
  const shown = displayName(name);
  return shown.length > 20 ? `${shown.slice(0, 19)}…` : shown;
}
