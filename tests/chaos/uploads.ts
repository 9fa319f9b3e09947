import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { storedFiles } from '#server/db/schema/index.ts';
import type { Cluster } from './cluster.ts';
import type { ChaosS3 } from './s3.ts';
import { seconds, type FailureTime } from './timings.ts';

/** One upload as its sender saw it. Times from performance.now(). */
interface UploadTry {
  instance: string;
  sentAt: number;
  ms: number;
  /** The HTTP status, or 'network' for a refused or closed connection. */
  outcome: number | 'network';
}

export interface UploadRecord {
  tries: UploadTry[];
  /** The file keys of the uploads answered 200: each must be stored, with its row. */
  stored: string[];
}

/** An upload never waits longer than this, so a hung one is seen (and the run still ends). */
const GIVE_UP_MS = 60_000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Small files uploaded one after another through `address` until `until()`, as the upload
 * widget sends them (POST /api/files/upload, multipart field `file`, session cookie, Origin).
 * A 503 or a refused connection is a transient failure, timed like the lanes' (timings.ts).
 */
export async function runUploader(
  instance: { name: string; address: string },
  token: string,
  record: UploadRecord,
  failures: FailureTime[],
  until: () => boolean,
) {
  for (let turn = 0; !until(); turn++) {
    const form = new FormData();
    form.append('file', new Blob([randomBytes(512 + (turn % 4) * 512)]), `chaos-${turn}.bin`);
    const sentAt = performance.now();
    const outcome = await fetch(`${instance.address}/api/files/upload`, {
      method: 'POST',
      headers: { origin: instance.address, cookie: `unblock_session=${token}` },
      body: form,
      signal: AbortSignal.timeout(GIVE_UP_MS),
    }).then(
      async (response) => {
        if (response.status === 200) {
          record.stored.push(((await response.json()) as { fileKey: string }).fileKey);
        } else {
          await response.body?.cancel();
        }
        return response.status;
      },
      () => 'network' as const,
    );
    const ms = performance.now() - sentAt;
    record.tries.push({ instance: instance.name, sentAt, ms, outcome });
    if (outcome === 503 || outcome === 'network') failures.push({ sentAt, ms, what: 'upload' });
    await pause(200);
  }
}

/**
 * The uploads sent while S3 was frozen (docs/operations.md#faults: S3 calls are bounded, quiet
 * connections closed after 5 s, two tries): each must be answered 200 or 503 "try again", never
 * 500 nor a closed connection, and none may hang past `boundMs`. At least one must have met
 * the frozen store, or the fault proved nothing.
 */
export function frozenStoreReport(
  record: UploadRecord,
  window: { from: number; to: number },
  boundMs: number,
) {
  const met = record.tries.filter(
    (upload) => upload.sentAt >= window.from - 1_000 && upload.sentAt <= window.to,
  );
  const failed = met.filter((upload) => upload.outcome !== 200);
  const slowest = Math.max(0, ...met.map((upload) => upload.ms));
  const problems: string[] = [];
  for (const upload of failed.filter((upload) => upload.outcome !== 503)) {
    problems.push(
      `S3 frozen: an upload through ${upload.instance} was answered ${upload.outcome} after ${seconds(upload.ms)} (expected 503)`,
    );
  }
  if (slowest > boundMs) {
    problems.push(`S3 frozen: an upload took ${seconds(slowest)}, over ${seconds(boundMs)}`);
  }
  if (!met.some((upload) => upload.outcome === 503)) {
    problems.push('S3 frozen: no upload was answered 503 (did any meet the frozen store?)');
  }
  const line = `S3 frozen: ${met.length} uploads sent, ${met.length - failed.length} stored, ${failed.filter((upload) => upload.outcome === 503).length} answered 503, the slowest answered in ${seconds(slowest)}`;
  return { line, problems };
}

/** Answers by status over the whole run, e.g. "200 ×812, 503 ×40, network ×12". */
export function uploadTally(record: UploadRecord): string {
  const counts = new Map<string, number>();
  for (const upload of record.tries) {
    counts.set(String(upload.outcome), (counts.get(String(upload.outcome)) ?? 0) + 1);
  }
  return [...counts].map(([outcome, n]) => `${outcome} ×${n}`).join(', ');
}

/**
 * An upload that declares 4 MB, sends half and goes silent, over a raw connection (a client
 * whose network went away without closing). The server must close it once its body has been
 * quiet for UPLOAD_QUIET_SECONDS (docs/operations.md#faults). Resolves with the time from the
 * last byte written to the server's close, or null if it did not close within `giveUpMs`.
 */
export async function stallUpload(
  address: string,
  token: string,
  giveUpMs: number,
): Promise<{ closedAfterMs: number | null; answer: string }> {
  const { hostname, port } = new URL(address);
  const boundary = `chaos${randomBytes(8).toString('hex')}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stalled.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fileBytes = 4 * 1024 * 1024;
  const head =
    `POST /api/files/upload HTTP/1.1\r\nHost: ${hostname}:${port}\r\nOrigin: ${address}\r\n` +
    `Cookie: unblock_session=${token}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
    `Content-Length: ${opening.length + fileBytes + closing.length}\r\n\r\n`;

  const socket = connect(Number(port), hostname);
  let answer = '';
  socket.setEncoding('latin1');
  socket.on('data', (text: string) => (answer += text));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(performance.now())),
  );
  await new Promise((resolve) => socket.once('connect', resolve));
  const half = Buffer.concat([Buffer.from(head), opening, randomBytes(fileBytes / 2)]);
  // Written once the kernel has taken the last byte: the silence starts then.
  const lastByteAt = await new Promise<number>((resolve) =>
    socket.write(half, () => resolve(performance.now())),
  );
  const closedAt = await Promise.race([closed, pause(giveUpMs).then(() => null)]);
  socket.destroy();
  return {
    closedAfterMs: closedAt === null ? null : closedAt - lastByteAt,
    answer: answer.split('\r\n')[0] ?? '',
  };
}

/** Larger than any file the uploaders send: only the stalled upload's half could be. */
const PARTIAL_BYTES = 64 * 1024;

/**
 * After the run: every upload answered 200 is in the bucket with its row; no row names bytes that
 * are not there; no part of the stalled upload was stored (an object larger than any whole
 * upload), no multipart upload left open. A whole file without a row is no problem but is
 * reported: an answer lost to a kill, or a PutObject the frozen store carried out after the
 * server had given up on it and answered 503; nothing refers to it, and the clean-up of
 * unattached uploads removes it after its grace period (server/files/unattached-uploads.ts).
 */
export async function checkStoredUploads(
  cluster: Cluster,
  s3: ChaosS3,
  record: UploadRecord,
  /** The run's time of a date, for the log: which fault it came from. */
  runTime: (date: Date) => string,
  log: (line: string) => void,
): Promise<string[]> {
  const objects = await s3.objects();
  const inBucket = new Set(objects.map((object) => object.key));
  const rows = await cluster.db
    .select({ key: storedFiles.key, createdAt: storedFiles.createdAt })
    .from(storedFiles);
  const withRow = new Set(rows.map((row) => row.key));
  const answered = new Set(record.stored);
  const problems: string[] = [];
  for (const key of answered) {
    if (!inBucket.has(key)) problems.push(`upload ${key} answered 200 but not in the bucket`);
    if (!withRow.has(key)) problems.push(`upload ${key} answered 200 but has no row`);
  }
  const missing = rows.filter((row) => !inBucket.has(row.key));
  for (const row of missing) {
    problems.push(`a row names ${row.key} (made at ${runTime(row.createdAt)}), not in the bucket`);
  }
  const strays = objects.filter((object) => !withRow.has(object.key));
  for (const stray of strays.filter((object) => object.bytes > PARTIAL_BYTES)) {
    problems.push(
      `the bucket holds ${stray.key} (${stray.bytes} bytes, written at ${runTime(stray.writtenAt)}), part of the stalled upload`,
    );
  }
  const open = await s3.openMultipartUploads();
  if (open.length > 0) problems.push(`${open.length} multipart uploads left open in the bucket`);
  const unheard = rows.filter((row) => inBucket.has(row.key) && !answered.has(row.key));
  const times = (dates: Date[]) => (dates.length ? ` (at ${dates.map(runTime).join(', ')})` : '');
  log(
    `uploads: ${answered.size} answered 200, ${objects.length} objects in the bucket, ${rows.length} rows; ${missing.length} rows without an object, ${open.length} multipart uploads open; ${unheard.length} stored with a row though never answered 200${times(unheard.map((row) => row.createdAt))}; ${strays.length} whole files without a row, left to the clean-up${times(strays.map((object) => object.writtenAt))}`,
  );
  return problems;
}
