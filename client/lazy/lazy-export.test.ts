import { describe, expect, it } from 'vitest';
import { lazyExport } from './lazy-export.ts';

describe('lazyExport', () => {
  it('fetches once, joins a fetch under way, then answers at once', async () => {
    let fetches = 0;
    const page = lazyExport(() => {
      fetches += 1;
      return Promise.resolve({ HelpPage: 'help' });
    }, 'HelpPage');
    expect(page.current()).toBeNull();
    const [first, second] = await Promise.all([page.load(), page.load()]);
    expect([first, second, page.current()]).toEqual(['help', 'help', 'help']);
    await page.load();
    expect(fetches).toBe(1);
  });

  it('tries again after a failed fetch instead of keeping the failure', async () => {
    let fetches = 0;
    const page = lazyExport(() => {
      fetches += 1;
      return fetches === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ PlanPage: 'plan' });
    }, 'PlanPage');
    await expect(page.load()).rejects.toThrow('dynamically imported module');
    expect(page.current()).toBeNull();
    await expect(page.load()).resolves.toBe('plan');
    expect(fetches).toBe(2);
  });
});
