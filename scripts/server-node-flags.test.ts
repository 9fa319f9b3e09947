import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eServerStart } from '../tests/e2e/e2e-server.ts';
import { SERVER_NODE_FLAGS } from './server-node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFile(path.join(root, file), 'utf8');

/** The `node` command's flags, before the script it runs. */
const flagsOf = (argv: readonly string[]) => {
  const script = argv.findIndex((arg) => /\.(m?js|ts)$/.test(arg));
  return argv.slice(1, script).filter((arg) => SERVER_NODE_FLAGS.includes(arg as never));
};

describe('the server runs with the same Node flags everywhere', () => {
  it('npm start', async () => {
    const { scripts } = JSON.parse(await read('package.json')) as {
      scripts: Record<string, string>;
    };
    const argv = scripts.start!.replace(/^exec /, '').split(/\s+/);
    expect(argv[0]).toBe('node');
    expect(flagsOf(argv)).toEqual(SERVER_NODE_FLAGS);
  });

  it('the image', async () => {
    const cmd = (await read('Dockerfile')).match(/^CMD (\[.*\])$/m)?.[1];
    expect(cmd).toBeDefined();
    const argv = JSON.parse(cmd!) as string[];
    expect(argv[0]).toBe('node');
    expect(flagsOf(argv)).toEqual(SERVER_NODE_FLAGS);
  });

  it('the end-to-end servers', () => {
    expect(flagsOf(e2eServerStart(0).command)).toEqual(SERVER_NODE_FLAGS);
  });
});
