import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * Where uploaded bytes live: files on disk under one folder (DESIGN §1, no S3 configured). Keys
 * are server-made UUIDs, never user text, so no name can reach outside the folder. A file is
 * written beside its final name and renamed when complete: a half-written upload is never served.
 */
export class DiskFileStore {
  constructor(readonly dir: string) {}

  async save(key: string, content: Readable): Promise<number> {
    await mkdir(this.dir, { recursive: true });
    const partial = `${this.pathOf(key)}.part`;
    try {
      await pipeline(content, createWriteStream(partial, { flags: 'wx' }));
      await rename(partial, this.pathOf(key));
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return (await stat(this.pathOf(key))).size;
  }

  open(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`Not a file key: ${key}`);
    return path.join(this.dir, key);
  }
}
