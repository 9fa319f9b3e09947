import { createReadStream, createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, open, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Env } from '../env.ts';
import { checkedFileKey, isFileKey } from './file-key.ts';
import { S3FileStore } from './s3-file-store.ts';

/**
 * Where uploaded bytes live, by key (docs/files.md, ADR 0017): files on disk (the default) or
 * objects in S3, which several instances can share. Keys are server-made UUIDs (file-key.ts); any
 * other key is refused before anything is read or written. Bytes stream both ways, never whole in
 * memory, and downloads go through our routes, which decide who may read what (ADR 0017).
 */
export interface FileStore {
  /** Stores `content` under `key` and answers its stored size; a failed save leaves nothing. */
  save(key: string, content: Readable): Promise<number>;
  /**
   * The stored bytes, read as they are sent. A missing file is the stream's error (code ENOENT),
   * not a throw: routes hand the stream to the reply, which answers for a stream that fails.
   */
  open(key: string): Readable;
  /** Up to `bytes` from the start of a stored file (what it is, without reading all of it). */
  head(key: string, bytes: number): Promise<Uint8Array>;
  /** Removes the file, and anything an interrupted save left under the key; gone is fine. */
  remove(key: string): Promise<void>;
  /**
   * Keys of the files last written before `cutoff`, with those half-written where a store keeps
   * them: what a clean-up may look at without racing an upload in progress. Read a page at a time,
   * never as one list.
   */
  keysWrittenBefore(cutoff: Date): AsyncGenerator<string>;
  /** Resolves when the store can be written to now, within `timeoutMs` (/readyz). */
  check(timeoutMs: number): Promise<void>;
}

/**
 * Files on disk under one folder (the default with no S3 configured, docs/files.md). A file is
 * written beside its final name and renamed when complete: a half-written upload is never served.
 */
export class DiskFileStore implements FileStore {
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

  async check(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await access(this.dir, constants.W_OK);
  }

  /** Removes the file and any half-written copy left by an interrupted upload. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(`${this.pathOf(key)}.part`, { force: true });
  }

  /** Read entry by entry from the folder. */
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
      if (!entry.isFile() || !isFileKey(key)) continue;
      const written = await stat(path.join(this.dir, entry.name)).catch(() => null);
      if (written && written.mtime < cutoff) yield key;
    }
  }

  private pathOf(key: string): string {
    return path.join(this.dir, checkedFileKey(key));
  }
}

/** One store per configuration: an S3 client keeps its connections, and it is asked per request. */
const stores = new WeakMap<Env, FileStore>();

/**
 * The store uploads go to (the app's routes) and the clean-up sweeps: the S3 bucket when one is
 * configured, otherwise the folder under DATA_DIR.
 */
export function fileStoreFor(env: Env): FileStore {
  let store = stores.get(env);
  if (!store) {
    store =
      env.files.store === 's3'
        ? new S3FileStore(env.files)
        : new DiskFileStore(path.join(env.dataDir, 'files'));
    stores.set(env, store);
  }
  return store;
}
