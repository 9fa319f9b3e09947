import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStoreFor } from '#server/files/file-store.ts';
import { removeUnattachedUploads } from '#server/files/unattached-uploads.ts';
import type { RunningServer } from '#server/server.ts';
import { signedInPerson, uploadFile, type Person } from '../fixtures/people.ts';
import { startS3Server } from '../fixtures/s3-server.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { createTestDatabase } from '../setup/test-database.ts';

// The smallest real PNG: its first bytes are what the server checks, through head().
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);

/** The uploaded file names in the server's own files folder (none when it does not exist). */
async function filesOnDisk(server: RunningServer) {
  return readdir(path.join(server.env.dataDir, 'files')).catch((): string[] => []);
}

/**
 * The app's own routes with files in S3 (s3rver), side by side with the disk: uploads, downloads,
 * profile pictures and the clean-up answer alike, and with S3 nothing lands on the instance's disk.
 */
describe.each([
  { store: 'disk', s3: false },
  { store: 'S3', s3: true },
])('files through the routes, stored on $store', ({ s3: onS3 }) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3Server>> | undefined;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = onS3 ? await startS3Server() : undefined;
    server = await startTestServer({
      databaseUrl: database.url,
      env: { SANDBOX_PAYMENTS_SECRET: 'files-s3-test-sandbox-secret', ...s3?.env },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await s3?.stop();
    await database?.drop();
  });

  const get = (who: Person, url: string) =>
    fetch(new URL(url, server.address), { headers: { cookie: `unblock_session=${who.token}` } });

  async function uploaded(who: Person, name: string, content: Uint8Array<ArrayBuffer>) {
    const response = await uploadFile(server, who, name, content);
    expect(response.status).toBe(200);
    return (await response.json()) as { fileKey: string; sizeBytes: number };
  }

  it('uploads, downloads, and answers for a file gone from the store as the disk does', async () => {
    const customer = await signedInPerson(server, 'customer');
    const content = new Uint8Array(randomBytes(3 * 1024 * 1024));
    const file = await uploaded(customer, 'dump.bin', content);
    expect(file.sizeBytes).toBe(content.length);
    expect((await filesOnDisk(server)).includes(file.fileKey)).toBe(!onS3);

    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: {
        description: 'Crashes on a large dump',
        categories: ['web'],
        budget: '$80',
        files: { [file.fileKey]: 'dump.bin' },
      },
      requestKey: randomUUID(),
    });
    const download = () => get(customer, `/api/files/download/${ticketId}/${file.fileKey}`);
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''dump.bin",
    );
    expect(Buffer.compare(Buffer.from(await response.arrayBuffer()), content)).toBe(0);

    // Bytes lost behind the record's back: the stream fails before its first byte, and Fastify
    // answers 500 (in production without details), on either store; the server carries on.
    await fileStoreFor(server.env).remove(file.fileKey);
    expect((await download()).status).toBe(500);
    expect((await get(customer, '/api/trpc/auth.me')).status).toBe(200);
  });

  it('checks and serves a profile picture from the store', async () => {
    const customer = await signedInPerson(server, 'customer');
    const reader = await signedInPerson(server, 'developer', ['web']);
    const { fileKey } = await uploaded(customer, 'me.png', PNG);
    const me = await customer.api.profile.update.mutate({
      firstName: 'Ada',
      lastName: 'Lovelace',
      profileImageKey: fileKey,
    });
    const picture = await get(reader, me.profileImageUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer())).toEqual(PNG);
  });

  it('sweeps stored files that have no record, and keeps those that do', async () => {
    const customer = await signedInPerson(server, 'customer');
    const { fileKey: recorded } = await uploaded(customer, 'kept.txt', new Uint8Array([1, 2, 3]));
    const store = fileStoreFor(server.env);
    const stray = randomUUID();
    await store.save(stray, Readable.from([Buffer.from('no record')]));

    // A day and an hour on, for the files; the records' own grace is judged by the database.
    const later = new Date(Date.now() + 25 * 60 * 60 * 1000);
    const { strays } = await removeUnattachedUploads(server.db, store, later);
    expect(strays).toBeGreaterThanOrEqual(1);
    await expect(buffer(store.open(stray))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(Buffer.from(await buffer(store.open(recorded)))).toEqual(Buffer.from([1, 2, 3]));
  });
});
