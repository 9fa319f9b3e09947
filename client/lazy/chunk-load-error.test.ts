import { describe, expect, it } from 'vitest';
import { isChunkLoadError } from './chunk-load-error.ts';

describe('isChunkLoadError', () => {
  it('recognises each browser’s failed dynamic import', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost:4100/assets/plan-page-x1.js',
      'error loading dynamically imported module: http://localhost/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/plan-page-x1.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('leaves a page’s own errors, and non-errors, alone', () => {
    expect(
      isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});
