import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_FILE_BYTES, MAX_FILE_SIZE_LABEL } from '#shared/domain/files/limits.ts';
import { userOfRequest } from '../auth/request-user.ts';
import type { SessionCache } from '../auth/session-cache.ts';
import type { Database } from '../db/client.ts';
import { withinDeadline } from '../db/deadline.ts';
import type { Env } from '../env.ts';
import type { FileStore } from './file-store.ts';
import { closeWhenQuiet } from './quiet-body.ts';
import { recordUpload, uploadRefusal } from './upload-quota.ts';

const SIGN_IN_TEXT = 'Your session has expired. Please log in again.';
/**
 * The widget's words (docs/forms.md#uploads): "You can only upload {n} files", for one file per
 * request.
 */
const ONE_FILE_TEXT = 'You can only upload 1 file';
const FILE_FIELD = 'file';
const WRONG_FIELD_TEXT = `Send the file in the field named "${FILE_FIELD}"`;

/**
 * What a multipart body may add to its one file: boundaries and part headers (a few hundred bytes
 * from a browser, more for a long name) and the few small fields the parser admits. A body
 * declared larger than the limit plus this cannot hold an acceptable file.
 */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** The parser's limits; the route refuses a second file itself (busboy only stops reading it). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_FILE_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1000,
  parts: 6,
};

export interface UploadDeps {
  env: Env;
  db: Database;
  store: FileStore;
  sessionCache?: SessionCache;
  /** The parser's "too many files" error (the multipart plugin's `multipartErrors`). */
  FilesLimitError: FastifyInstance['multipartErrors']['FilesLimitError'];
}

/** The size refusal (docs/forms.md#uploads) for `name`, as the upload widget shows it. */
const tooLargeText = (name: string) =>
  `${name} exceeds maximum allowed size of ${MAX_FILE_SIZE_LABEL}`;

/**
 * One file per POST (docs/files.md), in the multipart field `file`, answered with its `fileKey`.
 * Streams to the file store, never to memory; whatever can be refused before the body is read is.
 */
export async function handleUpload(deps: UploadDeps, request: FastifyRequest, reply: FastifyReply) {
  const me = await userOfRequest(request, deps);
  if (!me) return refuseUnread(reply, 401, SIGN_IN_TEXT);
  if (!request.isMultipart()) return refuseUnread(reply, 415, 'Send a file');
  const declared = declaredBytes(request);
  // Before a byte is read: the body alone says no acceptable file fits in it.
  if (declared !== null && declared > MAX_FILE_BYTES + MULTIPART_OVERHEAD_BYTES) {
    return refuseUnread(reply, 413, tooLargeText('This file'));
  }
  // 413, not 429: waiting a moment does not help, and the upload widget retries a 429. Asked with
  // the least the file can weigh; recordUpload decides exactly once the size is known.
  const leastBytes = declared === null ? 0 : declared - MULTIPART_OVERHEAD_BYTES;
  const full = await withinDeadline(deps.db, (db) => uploadRefusal(db, me.id, leastBytes));
  if (full !== null) return refuseUnread(reply, 413, full);

  const quiet = closeWhenQuiet(request, reply, deps.env.uploadQuietSeconds);
  let received: Received;
  try {
    received = await receiveOneFile(deps, request);
  } catch (error) {
    // Nobody is left to answer: the connection is closed, its partial file removed.
    if (!quiet.fired) throw error;
    request.log.info({ err: error }, 'upload closed: its body stopped arriving');
    return reply.code(408).send({ error: 'The upload stopped arriving' });
  } finally {
    quiet.lift();
  }
  if ('status' in received) return reply.code(received.status).send({ error: received.error });
  const { key, name, sizeBytes } = received;
  let refusal: string | null = 'not recorded';
  try {
    refusal = await withinDeadline(deps.db, (db) =>
      recordUpload(db, { key, ownerId: me.id, name, sizeBytes }),
    );
  } finally {
    // Over a quota, or the database failed: no bytes stay behind without a row.
    if (refusal !== null) await deps.store.remove(key);
  }
  if (refusal !== null) return reply.code(413).send({ error: refusal });
  return { fileKey: key, name, sizeBytes };
}

type Received =
  { key: string; name: string; sizeBytes: number } | { status: 400 | 413; error: string };

/**
 * Reads the whole body: the one file in `file` goes to the store, other fields are ignored. A file
 * in another field is read to nothing and refused; a second file makes the parser fail, and the
 * first is removed. Only a file that passes every check is returned, still without a row.
 */
async function receiveOneFile(deps: UploadDeps, request: FastifyRequest): Promise<Received> {
  let saved: { key: string; name: string; sizeBytes: number; truncated: boolean } | null = null;
  let wrongField = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD) {
        wrongField = true;
        await drain(part.file);
        continue;
      }
      const key = randomUUID();
      const sizeBytes = await deps.store.save(key, part.file);
      // The parser stops reading at the limit and marks the stream truncated.
      saved = { key, name: cleanName(part.filename), sizeBytes, truncated: part.file.truncated };
    }
  } catch (error) {
    if (saved) await deps.store.remove(saved.key);
    if (error instanceof deps.FilesLimitError) return { status: 413, error: ONE_FILE_TEXT };
    throw error;
  }
  if (wrongField) return { status: 400, error: WRONG_FIELD_TEXT };
  if (!saved) return { status: 400, error: 'Send a file' };
  const { key, name, sizeBytes, truncated } = saved;
  const refusal: Received | null = truncated
    ? { status: 413, error: tooLargeText(name) }
    : sizeBytes === 0
      ? { status: 400, error: `${name} is empty` }
      : null;
  if (refusal) {
    await deps.store.remove(key);
    return refusal;
  }
  return { key, name, sizeBytes };
}

/**
 * A refusal sent before the body is read. The connection is closed after it, as Fastify does for
 * a body over its limit: otherwise Node would read and discard whatever the client still sends.
 */
function refuseUnread(reply: FastifyReply, status: number, error: string) {
  return reply.code(status).header('connection', 'close').send({ error });
}

/** The declared Content-Length, or null for a body sent in chunks. */
function declaredBytes(request: FastifyRequest): number | null {
  const header = request.headers['content-length'];
  const bytes = header === undefined ? NaN : Number(header);
  return Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : null;
}

async function drain(file: Readable) {
  file.resume();
  await finished(file);
}

/** The name as shown to people: no path, no control characters, at most 255 characters. */
function cleanName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(0, 255);
}
