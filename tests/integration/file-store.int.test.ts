import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, type Env } from '#server/env.ts';
import { DiskFileStore, fileStoreFor, type FileStore } from '#server/files/file-store.ts';
import { S3FileStore } from '#server/files/s3-file-store.ts';
import { startS3Server } from '../fixtures/s3-server.ts';

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** `bytes` as a network stream delivers them, in chunks; cut off with an error at `failAt`. */
function streamOf(bytes: Uint8Array, failAt = Infinity): Readable {
  function* chunks() {
    for (let at = 0; at < bytes.length; at += CHUNK) {
      if (at >= failAt) throw new Error('the upload was cut off');
      yield bytes.subarray(at, at + CHUNK);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}

async function keysOf(listing: AsyncGenerator<string>) {
  const keys: string[] = [];
  for await (const key of listing) keys.push(key);
  return keys;
}

const inAMinute = () => new Date(Date.now() + 60_000);
const aMinuteAgo = () => new Date(Date.now() - 60_000);

/** A configuration of its own (a fresh DATA_DIR), with the S3_ settings given. */
async function configuration(s3Env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'unblock-file-store-'));
  return {
    env: parseEnv({ DATA_DIR: dataDir, ...s3Env }),
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Each adapter as the server makes it, from configuration (fileStoreFor). */
const adapters = [
  {
    name: 'disk',
    async start() {
      const { env, remove } = await configuration();
      return { env, stop: remove };
    },
  },
  {
    name: 'S3 (s3rver)',
    async start() {
      const s3 = await startS3Server();
      const { env, remove } = await configuration(s3.env);
      return { env, stop: () => Promise.all([s3.stop(), remove()]) };
    },
  },
];

describe.each(adapters)('file store on $name: the same contract', (adapter) => {
  let store: FileStore;
  let stop: () => Promise<unknown>;

  beforeAll(async () => {
    const started = await adapter.start();
    store = fileStoreFor(started.env);
    stop = started.stop;
  });

  afterAll(() => stop?.());

  const missing = { code: 'ENOENT' };

  it('streams 12 MB in and out unchanged, answers its size, and reads just its first bytes', async () => {
    // Over two 5 MB parts: S3 gets a multipart upload.
    const bytes = randomBytes(12 * MB);
    const key = randomUUID();
    expect(await store.save(key, streamOf(bytes))).toBe(bytes.length);
    const read = await buffer(store.open(key));
    expect(read.length).toBe(bytes.length);
    expect(Buffer.compare(read, bytes)).toBe(0);
    expect(Buffer.from(await store.head(key, 16))).toEqual(bytes.subarray(0, 16));

    const small = randomUUID();
    expect(await store.save(small, streamOf(Buffer.from('hi')))).toBe(2);
    // Fewer bytes than asked for when the file is shorter.
    expect(Buffer.from(await store.head(small, 16)).toString()).toBe('hi');
    const empty = randomUUID();
    expect(await store.save(empty, streamOf(new Uint8Array(0)))).toBe(0);
    expect((await buffer(store.open(empty))).length).toBe(0);
  });

  it('removes a file for good; removing what is gone is fine', async () => {
    const key = randomUUID();
    await store.save(key, streamOf(Buffer.from('to be removed')));
    await store.remove(key);
    // A missing file is the stream's error, as the download routes expect, not a throw.
    const opened = store.open(key);
    await expect(buffer(opened)).rejects.toMatchObject(missing);
    await expect(store.head(key, 8)).rejects.toMatchObject(missing);
    await expect(store.remove(key)).resolves.toBeUndefined();
    await expect(store.remove(randomUUID())).resolves.toBeUndefined();
  });

  it('refuses a key that is not ours before reading or writing anything', async () => {
    for (const bad of ['../escape', 'not-a-key', randomUUID().toUpperCase(), `${randomUUID()}/x`]) {
      const content = streamOf(Buffer.from('never stored'));
      await expect(store.save(bad, content)).rejects.toThrow(`Not a file key: ${bad}`);
      expect(content.readableDidRead).toBe(false);
      expect(() => store.open(bad)).toThrow('Not a file key');
      await expect(store.head(bad, 8)).rejects.toThrow('Not a file key');
      await expect(store.remove(bad)).rejects.toThrow('Not a file key');
    }
    expect(await keysOf(store.keysWrittenBefore(inAMinute()))).not.toContain('not-a-key');
  });

  it('lists the keys written before a cutoff, and none for a cutoff before them', async () => {
    const keys = [randomUUID(), randomUUID()];
    for (const key of keys) await store.save(key, streamOf(Buffer.from(key)));
    expect(await keysOf(store.keysWrittenBefore(inAMinute()))).toEqual(
      expect.arrayContaining(keys),
    );
    // Everything in this store was written in the last minute.
    expect(await keysOf(store.keysWrittenBefore(aMinuteAgo()))).toEqual([]);
  });

  it('leaves nothing to read or list when the source fails midway', async () => {
    const key = randomUUID();
    // Past the first 5 MB part: on S3 a multipart upload has begun and must be abandoned.
    // (s3rver has no AbortMultipartUpload, so there the save fails with its refusal of it.)
    await expect(store.save(key, streamOf(randomBytes(12 * MB), 7 * MB))).rejects.toThrow();
    await expect(buffer(store.open(key))).rejects.toMatchObject(missing);
    expect(await keysOf(store.keysWrittenBefore(inAMinute()))).not.toContain(key);

    const early = randomUUID();
    await expect(store.save(early, streamOf(randomBytes(MB), MB / 2))).rejects.toThrow(
      'the upload was cut off',
    );
    await expect(buffer(store.open(early))).rejects.toMatchObject(missing);
  });
});

describe('S3 file store: the listing', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let env: Env;
  let remove: () => Promise<void>;

  beforeAll(async () => {
    s3 = await startS3Server();
    ({ env, remove } = await configuration(s3.env));
  });

  afterAll(async () => {
    await s3?.stop();
    await remove?.();
  });

  it('pages through the prefix and yields only our keys', async () => {
    if (env.files.store !== 's3') throw new Error('expected the S3 settings');
    const { bucket, region, endpoint, forcePathStyle, credentials } = env.files;
    // Two keys a page: five files and the strays between them take several pages.
    const store = new S3FileStore(env.files, 2);
    const keys = Array.from({ length: 5 }, () => randomUUID());
    for (const key of keys) await store.save(key, streamOf(Buffer.from(key)));
    const client = new S3Client({ region, endpoint, forcePathStyle, credentials });
    try {
      for (const name of ['files/not-a-key', `files/${randomUUID()}/x`, `other/${randomUUID()}`]) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: name, Body: 'not ours' }));
      }
    } finally {
      client.destroy();
    }
    expect(await keysOf(store.keysWrittenBefore(inAMinute()))).toEqual(keys.sort());
  });
});

describe('fileStoreFor', () => {
  it('picks S3 when a bucket is configured, disk otherwise, and makes one store per configuration', async () => {
    const disk = await configuration();
    const s3 = await configuration({ S3_BUCKET: 'unblock-files', S3_REGION: 'eu-central-1' });
    try {
      expect(fileStoreFor(disk.env)).toBeInstanceOf(DiskFileStore);
      expect(fileStoreFor(s3.env)).toBeInstanceOf(S3FileStore);
      // The profile router asks for the store per request: the S3 client must not be made anew.
      expect(fileStoreFor(s3.env)).toBe(fileStoreFor(s3.env));
    } finally {
      await Promise.all([disk.remove(), s3.remove()]);
    }
  });
});
