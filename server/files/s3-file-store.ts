import type * as ClientS3 from '@aws-sdk/client-s3';
import type * as LibStorage from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import type { Env } from '../env.ts';
import { checkedFileKey, isFileKey } from './file-key.ts';
import type { FileStore } from './file-store.ts';
import { asStoreOutage } from './store-faults.ts';

export type S3Settings = Extract<Env['files'], { store: 's3' }>;

/** Objects are named `files/<key>`, as on disk: the bucket may hold other things, never swept. */
const PREFIX = 'files/';
/** S3's smallest part: an upload holds at most QUEUE_SIZE of them in memory while they are sent. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;
/** A store that does not answer fails a request in seconds, not at the operating system's pace. */
const CONNECT_TIMEOUT_MS = 3_000;
/**
 * A connection to the store that has gone quiet this long (nothing sent, nothing received) is
 * closed: a frozen store held uploads 14–30 s with only the connect timeout. Idle time, not a
 * whole request's: a download read slowly by its person keeps the connection busy.
 */
const QUIET_TIMEOUT_MS = 5_000;
/** One more try after a failure (the SDK's default is three in all, each bounded as above). */
const MAX_ATTEMPTS = 2;

interface Connection {
  s3: typeof ClientS3;
  Upload: typeof LibStorage.Upload;
  client: ClientS3.S3Client;
}

/**
 * Files as objects in one S3 bucket (or an S3-compatible store), which several instances share
 * (ADR 0017). An object appears only once its upload is complete, so a half-written upload is
 * never served, as on disk.
 */
export class S3FileStore implements FileStore {
  private connection: Promise<Connection> | undefined;

  constructor(
    private readonly settings: S3Settings,
    /** Keys per listing request; S3's maximum, smaller in tests to page through a few objects. */
    private readonly listPageKeys = 1000,
  ) {}

  async save(key: string, content: Readable): Promise<number> {
    const name = this.nameOf(key);
    try {
      const { s3, Upload, client } = await this.connect();
      // A body of unknown length is sent in parts as they fill; a failure aborts the multipart
      // upload, and nothing appears under the key.
      const upload = new Upload({
        client,
        params: { Bucket: this.settings.bucket, Key: name, Body: content },
        partSize: PART_BYTES,
        queueSize: QUEUE_SIZE,
      });
      await upload.done();
      const stored = await client.send(
        new s3.HeadObjectCommand({ Bucket: this.settings.bucket, Key: name }),
      );
      if (stored.ContentLength === undefined) throw new Error(`No size for stored file ${key}`);
      return stored.ContentLength;
    } catch (error) {
      // As pipeline does on disk: a source left half-read would hold its request open.
      content.destroy();
      throw asStoreOutage(error);
    }
  }

  /**
   * Lazy: the object is asked for when the stream is first read, and a failure, a missing object
   * included, is the stream's error, as a missing file's is on disk.
   */
  open(key: string): Readable {
    const name = this.nameOf(key);
    return Readable.from(this.objectBytes(key, name), { objectMode: false });
  }

  /** A Range GET: the first bytes only, whatever the object's size. */
  async head(key: string, bytes: number): Promise<Uint8Array> {
    const name = this.nameOf(key);
    const { s3, client } = await this.connect();
    try {
      const object = await client.send(
        new s3.GetObjectCommand({
          Bucket: this.settings.bucket,
          Key: name,
          Range: `bytes=0-${Math.max(bytes, 1) - 1}`,
        }),
      );
      const body = (await object.Body?.transformToByteArray()) ?? new Uint8Array(0);
      return body.subarray(0, bytes);
    } catch (error) {
      // S3 answers a range of an empty object with 416: it has no first bytes, as on disk.
      if (error instanceof s3.S3ServiceException && error.name === 'InvalidRange') {
        return new Uint8Array(0);
      }
      throw asStoreOutage(missingAsEnoent(s3, key, error));
    }
  }

  /**
   * Deleting a missing object succeeds in S3. A multipart upload that a crash interrupted is left
   * to the bucket's lifecycle rule (ADR 0017): listing them at every removal costs a request.
   */
  async remove(key: string): Promise<void> {
    const name = this.nameOf(key);
    const { s3, client } = await this.connect();
    await client
      .send(new s3.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: name }))
      .catch((error: unknown) => {
        throw asStoreOutage(error);
      });
  }

  /** The bucket answers (a HEAD of it: no object read, nothing written). */
  async check(timeoutMs: number): Promise<void> {
    const { s3, client } = await this.connect();
    await client.send(new s3.HeadBucketCommand({ Bucket: this.settings.bucket }), {
      abortSignal: AbortSignal.timeout(timeoutMs),
    });
  }

  /** Page by page through the prefix. S3 lists no unfinished upload: only finished files come. */
  async *keysWrittenBefore(cutoff: Date): AsyncGenerator<string> {
    const { s3, client } = await this.connect();
    const pages = s3.paginateListObjectsV2(
      { client, pageSize: this.listPageKeys },
      { Bucket: this.settings.bucket, Prefix: PREFIX },
    );
    for await (const page of pages) {
      for (const { Key: name, LastModified: written } of page.Contents ?? []) {
        const key = name?.slice(PREFIX.length) ?? '';
        if (isFileKey(key) && written && written < cutoff) yield key;
      }
    }
  }

  private async *objectBytes(key: string, name: string): AsyncGenerator<Uint8Array> {
    const { s3, client } = await this.connect();
    const object = await client
      .send(new s3.GetObjectCommand({ Bucket: this.settings.bucket, Key: name }))
      .catch((error: unknown) => {
        throw asStoreOutage(missingAsEnoent(s3, key, error));
      });
    // In Node the body is the response's IncomingMessage; ending early (the download stopped)
    // destroys it and frees the connection.
    if (!(object.Body instanceof Readable)) throw new Error(`No body for stored file ${key}`);
    for await (const chunk of object.Body as AsyncIterable<Uint8Array>) yield chunk;
  }

  /**
   * The SDK is imported on first use, not at start: it takes about 0.2 s to load, which a
   * deployment on disk should not pay (ADR 0016, a warm start within 3 s). A dynamic import of the
   * package itself, since the server bundle hoists the static imports of any module it inlines.
   */
  private connect(): Promise<Connection> {
    this.connection ??= Promise.all([
      import('@aws-sdk/client-s3'),
      import('@aws-sdk/lib-storage'),
    ]).then(([s3, { Upload }]) => {
      const { region, endpoint, forcePathStyle, credentials } = this.settings;
      const client = new s3.S3Client({
        region,
        forcePathStyle,
        ...(endpoint !== undefined && { endpoint }),
        ...(credentials !== undefined && { credentials }),
        requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, socketTimeout: QUIET_TIMEOUT_MS },
        maxAttempts: MAX_ATTEMPTS,
      });
      return { s3, Upload, client };
    });
    return this.connection;
  }

  private nameOf(key: string): string {
    return `${PREFIX}${checkedFileKey(key)}`;
  }
}

/** A missing object told as a missing file is on disk (ENOENT): callers look for one code. */
function missingAsEnoent(s3: typeof ClientS3, key: string, error: unknown): unknown {
  if (!(error instanceof s3.NoSuchKey)) return error;
  return Object.assign(new Error(`ENOENT: no stored file ${key}`, { cause: error }), {
    code: 'ENOENT',
  });
}
