import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fingerprint } from './build-inputs.ts';

async function project(files: Record<string, string>): Promise<string> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'build-inputs-'));
  for (const [file, text] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  }
  return root;
}

describe('fingerprint of the web build inputs', () => {
  const inputs = ['client', 'vite.config.ts'];

  it('is the same for the same files, and changes when one changes, appears or moves', async () => {
    const root = await project({
      'client/a.ts': 'a',
      'client/deep/b.ts': 'b',
      'vite.config.ts': 'v',
    });
    const before = await fingerprint(root, inputs);
    expect(await fingerprint(root, inputs)).toBe(before);

    await fs.writeFile(path.join(root, 'client/deep/b.ts'), 'b2');
    const edited = await fingerprint(root, inputs);
    expect(edited).not.toBe(before);

    await fs.writeFile(path.join(root, 'client/c.ts'), '');
    const added = await fingerprint(root, inputs);
    expect(added).not.toBe(edited);

    await fs.rename(path.join(root, 'client/c.ts'), path.join(root, 'client/d.ts'));
    expect(await fingerprint(root, inputs)).not.toBe(added);
  });

  it('ignores files outside its inputs', async () => {
    const root = await project({ 'client/a.ts': 'a', 'server/x.ts': 'x' });
    const before = await fingerprint(root, inputs);
    await fs.writeFile(path.join(root, 'server/x.ts'), 'y');
    expect(await fingerprint(root, inputs)).toBe(before);
  });
});
