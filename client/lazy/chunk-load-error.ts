/**
 * Whether an error is a failed dynamic import (a lazy chunk that did not arrive: offline, or a
 * deploy replaced the files) rather than a bug in the page. Browsers word it differently:
 * Chromium "Failed to fetch dynamically imported module", Firefox "error loading dynamically
 * imported module", Safari "Importing a module script failed"; Vite's preload helper adds
 * "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    error.message,
  );
}
