import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../env.ts';

const KEY = /^[0-9a-f-]{36}$/;

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

  /** Up to `bytes` from the start of a stored file (what it is, without reading all of it). */
  async head(key: string, bytes: number): Promise<Uint8Array> {
    const file = await open(this.pathOf(key), 'r');
    try {
      const buffer = new Uint8Array(bytes);
      const { bytesRead } = await file.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await file.close();
    }
  }

  /** Removes the file and any half-written copy left by an interrupted upload; gone is fine. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(`${this.pathOf(key)}.part`, { force: true });
  }

  /**
   * Keys of the files, finished or half-written, last written before `cutoff`: what a clean-up may
   * look at without racing an upload in progress. Read entry by entry, never as one list.
   */
  async *keysWrittenBefore(cutoff: Date): AsyncGenerator<string> {
    let folder;
    try {
      folder = await opendir(this.dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for await (const entry of folder) {
      const key = entry.name.replace(/\.part$/, '');
      if (!entry.isFile() || !KEY.test(key)) continue;
      const written = await stat(path.join(this.dir, entry.name)).catch(() => null);
      if (written && written.mtime < cutoff) yield key;
    }
  }

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error(`Not a file key: ${key}`);
    return path.join(this.dir, key);
  }
}

/** The store under DATA_DIR that uploads go to (the app's routes) and the clean-up sweeps. */
export function fileStoreFor(env: Env): DiskFileStore {
  return new DiskFileStore(path.join(env.dataDir, 'files'));
}
