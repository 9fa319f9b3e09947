import { describe, expect, it } from 'vitest';
import {
  chipLabel,
  displayName,
  MAX_FILE_BYTES,
  MAX_FILES,
  MAX_STORED_BYTES,
  MAX_STORED_SIZE_LABEL,
  MAX_UNATTACHED_BYTES,
  uploadName,
} from './limits.ts';

describe('upload names', () => {
  it('prefixes with the upload time and strips the prefix for display', () => {
    const sent = uploadName('report.pdf', 1_700_000_000_000);
    expect(sent).toBe('unblock_1700000000000_report.pdf');
    expect(displayName(sent)).toBe('report.pdf');
  });

  it('keeps names without the prefix, and strips only a leading one', () => {
    expect(displayName('notes.txt')).toBe('notes.txt');
    expect(displayName('a_unblock_1_b.txt')).toBe('a_unblock_1_b.txt');
  });

  it('truncates chip labels at 20 characters', () => {
    expect(chipLabel('unblock_1_short.txt')).toBe('short.txt');
    const label = chipLabel('a-very-long-file-name-indeed.txt');
    expect(label).toHaveLength(20);
    expect(label.endsWith('…')).toBe(true);
  });
});

describe('unattached upload quota', () => {
  it('holds one form filled to its limits: 10 files of 20 MB', () => {
    expect(MAX_UNATTACHED_BYTES).toBe(200 * 1024 * 1024);
    expect(MAX_UNATTACHED_BYTES).toBeGreaterThanOrEqual(MAX_FILES * MAX_FILE_BYTES);
  });
});

describe('total storage per account', () => {
  it('is 1 GB, as its label says, and holds more than the unattached quota', () => {
    expect(MAX_STORED_BYTES).toBe(1024 ** 3);
    expect(MAX_STORED_SIZE_LABEL).toBe('1 GB');
    expect(MAX_STORED_BYTES).toBeGreaterThan(MAX_UNATTACHED_BYTES);
  });
});
