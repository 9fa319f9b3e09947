import { describe, expect, it } from 'vitest';
import { isSameSitePath } from './return-to.ts';

describe('isSameSitePath', () => {
  it('takes a path on this site, with its query', () => {
    expect(isSameSitePath('/discussions/4f1c')).toBe(true);
    expect(isSameSitePath('/dashboard/customer/plan/4f1c?tab=files')).toBe(true);
  });

  it('refuses anything that leaves the site', () => {
    for (const path of [
      'https://evil.example/',
      '//evil.example/',
      '/\\evil.example/',
      '/\t/evil.example/',
      'javascript:alert(1)',
      'discussions',
      '',
    ]) {
      expect(isSameSitePath(path), path).toBe(false);
    }
  });
});
