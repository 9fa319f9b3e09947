import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseCrontab } from 'graphile-worker';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages, storedFiles } from '#server/db/schema/index.ts';
import { REMOVE_UNATTACHED_UPLOADS_TASK } from '#server/files/remove-unattached-uploads.task.ts';
import { attachableFiles } from '#server/files/file-access.ts';
import { DiskFileStore } from '#server/files/file-store.ts';
import { removeUnattachedUploads, unattachedBytes } from '#server/files/unattached-uploads.ts';
import { enqueueJob } from '#server/jobs/enqueue.ts';
import { crontab } from '#server/jobs/tasks/index.ts';
import { MAX_FILE_BYTES, MAX_UNATTACHED_BYTES } from '#shared/domain/files/limits.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, uploadFile, type Person } from '../fixtures/people.ts';
import { uploadsFolderOf, useTestServer } from '../fixtures/test-server.ts';

const QUOTA_TEXT =
  'You have too many files waiting to be attached. Attach or remove some, or try again tomorrow.';
const DAY_AND_AN_HOUR_AGO = sql`now() - interval '25 hours'`;

describe('files: unattached uploads are cleaned up, and limited per person', () => {
  const { server } = useTestServer({
    env: { SANDBOX_PAYMENTS_SECRET: 'file-cleanup-sandbox-secret' },
  });
  let filesDir: string;

  beforeAll(async () => {
    filesDir = await uploadsFolderOf(server);
  });

  const person = (role: 'customer' | 'developer', categories: string[] = []) =>
    signedInPerson(server, role, categories);
  const upload = (who: Person, name: string, content: string | Uint8Array<ArrayBuffer>) =>
    uploadFile(server, who, name, content);

  async function uploaded(who: Person, name: string, content: string) {
    const response = await upload(who, name, content);
    expect(response.status).toBe(200);
    return ((await response.json()) as { fileKey: string }).fileKey;
  }

  const onDisk = async () => new Set(await readdir(filesDir));

  /**
   * An upload whose bytes keep coming (the request never ends): the status, if the server answers
   * without reading the file, or 0 when it does not answer within two seconds.
   */
  function stalledUpload(who: Person): Promise<number> {
    const boundary = `boundary-${randomUUID()}`;
    const outgoing = http.request(`${server.address}/api/files/upload`, {
      method: 'POST',
      headers: {
        origin: server.address,
        cookie: `unblock_session=${who.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    return new Promise<number>((resolve) => {
      const timer = setTimeout(() => resolve(0), 2000);
      outgoing.on('response', (incoming) => {
        clearTimeout(timer);
        incoming.resume();
        resolve(incoming.statusCode ?? 0);
      });
      outgoing.on('error', () => {});
      outgoing.write(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="slow.bin"\r\n` +
          `content-type: application/octet-stream\r\n\r\n`,
      );
      outgoing.write(Buffer.alloc(64 * 1024));
    }).finally(() => outgoing.destroy());
  }
  const recorded = async (keys: string[]) =>
    new Set(
      (
        await server.db
          .select({ key: storedFiles.key })
          .from(storedFiles)
          .where(inArray(storedFiles.key, keys))
      ).map((row) => row.key),
    );

  /** Uploaded, and attached if at all, a day and an hour ago. */
  const age = (keys: string[]) =>
    server.db
      .update(storedFiles)
      .set({ createdAt: DAY_AND_AN_HOUR_AGO, attachedAt: DAY_AND_AN_HOUR_AGO })
      .where(inArray(storedFiles.key, keys));

  // A fresh key each time: every call is a request of its own.
  const request = (files: Record<string, string>) => ({
    details: { description: 'App crashes', categories: ['web' as const], budget: '$80', files },
    requestKey: randomUUID(),
  });

  it('removes, a day on, uploads no request, milestone or message refers to, and stray bytes', async () => {
    const customer = await person('customer');
    const developer = await person('developer', ['web']);
    const abandoned = await uploaded(customer, 'abandoned.txt', 'never attached');
    const recent = await uploaded(customer, 'recent.txt', 'still being filled in');
    const requestFile = await uploaded(customer, 'crash.log', 'stack trace');
    const deliverable = await uploaded(developer, 'fix.patch', 'the fix');
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(
      request({ [requestFile]: 'crash.log' }),
    );
    const { version } = await developer.api.tickets.grabTicket.mutate({
      ticketId,
      expectedVersion: 1,
    });
    await developer.api.tickets.addMilestone.mutate({
      ticketId,
      expectedVersion: version,
      milestone: {
        title: 'Fix',
        description: 'Work',
        estimatedMinutes: 60,
        hourlyRateCents: 5000,
        files: { [deliverable]: 'fix.patch' },
      },
    });
    // No route sends attachments with a message yet: written as the messages area will.
    const attachment = await uploaded(customer, 'screen.png', 'png');
    await server.db.insert(messages).values({
      ticketId,
      authorId: customer.id,
      text: 'See the screenshot',
      attachments: { [attachment]: 'screen.png' },
    });
    await age([abandoned, requestFile, deliverable, attachment]);
    // Bytes with no row: an old stray, an old half-written upload, and a young one still arriving.
    const [oldStray, oldPartial, youngPartial] = [randomUUID(), randomUUID(), randomUUID()];
    const dayAndAnHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000);
    for (const name of [oldStray, `${oldPartial}.part`, `${youngPartial}.part`]) {
      await writeFile(path.join(filesDir, name), 'bytes');
    }
    for (const name of [oldStray, `${oldPartial}.part`]) {
      await utimes(path.join(filesDir, name), dayAndAnHourAgo, dayAndAnHourAgo);
    }

    // Through the worker, as the daily schedule runs it.
    await enqueueJob(server.db, REMOVE_UNATTACHED_UPLOADS_TASK, {});
    await expect
      .poll(async () => [...(await onDisk())], { timeout: 10_000 })
      .not.toContain(`${oldPartial}.part`);

    const all = [abandoned, recent, requestFile, deliverable, attachment];
    const kept = [recent, requestFile, deliverable, attachment];
    expect(await recorded(all)).toEqual(new Set(kept));
    const files = await onDisk();
    expect(all.filter((key) => files.has(key))).toEqual(kept);
    expect(files.has(oldStray)).toBe(false);
    expect(files.has(`${youngPartial}.part`)).toBe(true);
    const download = (who: Person, key: string) =>
      fetch(`${server.address}/api/files/download/${ticketId}/${key}`, {
        headers: { cookie: `unblock_session=${who.token}` },
      });
    expect(await (await download(customer, requestFile)).text()).toBe('stack trace');
    expect(await (await download(developer, deliverable)).text()).toBe('the fix');
    // A form still holding the removed file's key is told to upload it again.
    expect(
      await failureOf(customer.api.tickets.createTicket.mutate(request({ [abandoned]: 'a.txt' }))),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A file was not uploaded. Please upload it again.',
    });

    // Scheduled daily, in code.
    expect(parseCrontab(crontab).map((item) => item.task)).toContain(
      REMOVE_UNATTACHED_UPLOADS_TASK,
    );
  });

  it('keeps an old upload that is being attached while the clean-up runs', async () => {
    const customer = await person('customer');
    const key = await uploaded(customer, 'late.txt', 'submitted the next morning');
    await age([key]);
    // Attaching checks the files, then commits the ticket in its own transaction: a sweep in
    // between must not take the file the ticket is about to refer to.
    await attachableFiles(server.db, customer, { [key]: 'late.txt' });
    await removeUnattachedUploads(server.db, new DiskFileStore(filesDir));
    expect(await recorded([key])).toEqual(new Set([key]));
    expect((await onDisk()).has(key)).toBe(true);
  });

  /** Rows for bytes uploaded earlier (not written here: the quota counts the records). */
  async function earlierUploads(owner: Person, sizes: number[]) {
    const rows = sizes.map((sizeBytes, i) => ({
      key: randomUUID(),
      ownerId: owner.id,
      name: `earlier-${i}.bin`,
      sizeBytes,
    }));
    await server.db.insert(storedFiles).values(rows);
    return rows.map((row) => row.key);
  }

  it('refuses uploads past 200 MB waiting to be attached, and accepts again once they are', async () => {
    const customer = await person('customer');
    // Ten files of 20 MB, 8 bytes short of the limit.
    const earlier = await earlierUploads(customer, [
      ...Array<number>(9).fill(MAX_FILE_BYTES),
      MAX_FILE_BYTES - 8,
    ]);
    expect(MAX_UNATTACHED_BYTES - (await unattachedBytes(server.db, customer.id))).toBe(8);
    const before = await onDisk();

    await uploaded(customer, 'five.txt', '12345');
    const over = await upload(customer, 'four.txt', '1234');
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: QUOTA_TEXT });
    await uploaded(customer, 'three.txt', '123');
    // Full: refused before the file is read, whether it is 5 MB or its bytes are still coming.
    const full = await upload(customer, 'big.bin', new Uint8Array(5 * 1024 * 1024));
    expect(full.status).toBe(413);
    expect(await full.json()).toEqual({ error: QUOTA_TEXT });
    expect(await stalledUpload(customer)).toBe(413);
    expect(await unattachedBytes(server.db, customer.id)).toBe(MAX_UNATTACHED_BYTES);
    const names = await server.db
      .select({ name: storedFiles.name })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, customer.id));
    expect(names.map((row) => row.name).filter((name) => !name.startsWith('earlier'))).toEqual(
      expect.arrayContaining(['five.txt', 'three.txt']),
    );
    expect(names).toHaveLength(12);
    expect((await onDisk()).size).toBe(before.size + 2);

    // Attached to a request, they no longer count.
    await customer.api.tickets.createTicket.mutate(
      request(Object.fromEntries(earlier.map((key) => [key, 'x']))),
    );
    expect(await unattachedBytes(server.db, customer.id)).toBe(8);
    expect((await upload(customer, 'big.bin', new Uint8Array(5 * 1024 * 1024))).status).toBe(200);
  });

  it('admits a burst of parallel uploads only up to the limit', async () => {
    const customer = await person('customer');
    // Room for 5 of 20 files of 4 bytes.
    await earlierUploads(customer, [MAX_UNATTACHED_BYTES - 20]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(customer, `burst-${i}.txt`, '1234')),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 413)).toHaveLength(15);
    expect(await unattachedBytes(server.db, customer.id)).toBe(MAX_UNATTACHED_BYTES);
  });
});
