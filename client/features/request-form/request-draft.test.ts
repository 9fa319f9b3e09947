import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discardDraft, keepDraft, loadDraft } from './request-draft.ts';
import { requestFormDefaults } from './request-form-values.ts';

/** A browser's localStorage, in memory. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

const typed = {
  ...requestFormDefaults(),
  description: 'Webhooks time out',
  budget: '$150',
  categories: ['web' as const],
  files: { 'uploads/a.txt': 'a.txt' },
};

describe('a new request’s draft', () => {
  it('is kept per person, and found again', () => {
    keepDraft('ada', typed);
    expect(loadDraft('ada')).toEqual(typed);
    expect(loadDraft('bea')).toEqual(requestFormDefaults());
  });

  it('is gone once discarded, or once the form is empty again', () => {
    keepDraft('ada', typed);
    discardDraft('ada');
    expect(loadDraft('ada')).toEqual(requestFormDefaults());
    keepDraft('ada', typed);
    keepDraft('ada', requestFormDefaults());
    expect(storage.items.size).toBe(0);
  });

  it('drops what does not fit, field by field', () => {
    storage.setItem(
      'unblock:request-draft:ada',
      JSON.stringify({ description: 'Kept', aiTool: 'SKYNET', categories: ['nope'], budget: 7 }),
    );
    expect(loadDraft('ada')).toEqual({ ...requestFormDefaults(), description: 'Kept' });
    storage.setItem('unblock:request-draft:ada', '{not json');
    expect(loadDraft('ada')).toEqual(requestFormDefaults());
  });
});
