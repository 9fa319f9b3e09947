import { describe, expect, it } from 'vitest';
import {
  filesThatFit,
  removedKeys,
  responseErrorMessage,
  retryDelayMs,
  retryTopUpMs,
  shouldRetryStatus,
  uploadedFile,
  uploadFailedText,
  withUploadNames,
} from './upload-rules.ts';

describe('filesThatFit', () => {
  it('counts attached, queued and new files together against 10, keeping the first that fit', () => {
    expect(filesThatFit(0, 0, 10)).toBe(10);
    expect(filesThatFit(0, 0, 11)).toBe(10);
    expect(filesThatFit(8, 0, 2)).toBe(2);
    expect(filesThatFit(8, 1, 2)).toBe(1);
    expect(filesThatFit(10, 0, 1)).toBe(0);
    expect(filesThatFit(11, 0, 1)).toBe(0);
  });
});

describe('uploadFailedText', () => {
  it('names the reason, or says it is unknown', () => {
    expect(uploadFailedText('a.zip exceeds maximum allowed size of 20 MB')).toBe(
      'Upload failed: a.zip exceeds maximum allowed size of 20 MB',
    );
    expect(uploadFailedText('')).toBe('Upload failed: Unknown error');
    expect(uploadFailedText(null)).toBe('Upload failed: Unknown error');
  });
});

describe('shouldRetryStatus', () => {
  it('retries what may pass on its own, not refusals', () => {
    for (const status of [0, 408, 429, 500, 502, 503]) expect(shouldRetryStatus(status)).toBe(true);
    for (const status of [400, 401, 403, 413, 415]) expect(shouldRetryStatus(status)).toBe(false);
  });
});

describe('retry delays', () => {
  it('are 0.3, 0.6 and 1.2 s, of which Uppy waits half', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([300, 600, 1200]);
    expect([0, 1, 2, 3].map(retryTopUpMs)).toEqual([0, 150, 300, 600]);
  });
});

describe('responseErrorMessage', () => {
  it("prefers the server's sentence", () => {
    const body = JSON.stringify({ error: 'big.bin exceeds maximum allowed size of 20 MB' });
    expect(responseErrorMessage(413, body, 'Payload Too Large')).toBe(
      'big.bin exceeds maximum allowed size of 20 MB',
    );
  });

  it('falls back to the status line for other bodies', () => {
    expect(responseErrorMessage(502, '<html>Bad gateway</html>', 'Bad Gateway')).toBe(
      'Bad Gateway',
    );
    expect(responseErrorMessage(500, '{"error":""}', 'Internal Server Error')).toBe(
      'Internal Server Error',
    );
    expect(responseErrorMessage(500, '', '')).toBe('The server answered 500');
  });
});

describe('uploadedFile', () => {
  it('accepts the route answer and refuses anything else', () => {
    expect(uploadedFile({ fileKey: 'k', name: 'unblock_1_a.txt', sizeBytes: 3 })).toEqual({
      fileKey: 'k',
      name: 'unblock_1_a.txt',
      sizeBytes: 3,
    });
    expect(uploadedFile(undefined)).toBeNull();
    expect(uploadedFile({ name: 'a.txt' })).toBeNull();
    expect(uploadedFile({ fileKey: '', name: 'a.txt' })).toBeNull();
  });
});

describe('withUploadNames', () => {
  const file = (name: string, uploadStarted: number | null) => ({
    name,
    meta: { name },
    progress: { uploadStarted },
  });

  it('prefixes files not sent yet and keeps the original name for display', () => {
    const renamed = withUploadNames({ a: file('report.pdf', null) }, 1700000000000);
    expect(renamed.a?.meta.name).toBe('unblock_1700000000000_report.pdf');
    expect(renamed.a?.name).toBe('report.pdf');
  });

  it('leaves a file already sent (a retry) as it was', () => {
    const sent = { ...file('log.txt', 5), meta: { name: 'unblock_1_log.txt' } };
    expect(withUploadNames({ b: sent }, 2).b).toBe(sent);
  });
});

describe('removedKeys', () => {
  it('lists the keys that disappeared', () => {
    expect(removedKeys({ a: '1', b: '2' }, { b: '2', c: '3' })).toEqual(['a']);
    expect(removedKeys({ a: '1' }, {})).toEqual(['a']);
    expect(removedKeys({}, { a: '1' })).toEqual([]);
  });
});
