import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MAX_LENGTH,
  MESSAGE_TEXT_REQUIRED,
  MESSAGE_TOO_LONG,
} from '#shared/schemas/discussions.ts';
import { draftProblem, isSendKey, shouldSignalTyping } from './composer-draft.ts';

describe('draftProblem', () => {
  it('needs text or a file', () => {
    expect(draftProblem({ text: '', files: {} })).toBe(MESSAGE_TEXT_REQUIRED);
    expect(draftProblem({ text: ' \n\t', files: {} })).toBe(MESSAGE_TEXT_REQUIRED);
    expect(draftProblem({ text: 'Hi', files: {} })).toBeNull();
    expect(draftProblem({ text: '  ', files: { key: 'log.txt' } })).toBeNull();
  });

  it('refuses a text over the limit, counted trimmed', () => {
    expect(draftProblem({ text: 'a'.repeat(MESSAGE_MAX_LENGTH + 1), files: {} })).toBe(
      MESSAGE_TOO_LONG,
    );
    expect(draftProblem({ text: ` ${'a'.repeat(MESSAGE_MAX_LENGTH)} `, files: {} })).toBeNull();
  });
});

describe('isSendKey', () => {
  it('sends on Enter alone', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true, isComposing: false })).toBe(false);
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false, isComposing: false })).toBe(false);
  });
});

describe('shouldSignalTyping', () => {
  it('signals at most every 3 seconds', () => {
    expect(shouldSignalTyping(null, 1_000)).toBe(true);
    expect(shouldSignalTyping(1_000, 3_999)).toBe(false);
    expect(shouldSignalTyping(1_000, 4_000)).toBe(true);
  });
});
