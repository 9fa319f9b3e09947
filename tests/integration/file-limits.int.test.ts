import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { readdir } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '#server/db/schema/index.ts';
import { MAX_FILE_BYTES, MAX_STORED_BYTES } from '#shared/domain/files/limits.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { postUpload, signedInPerson, uploadFile, type Person } from '../fixtures/people.ts';
import { uploadsFolderOf, useTestServer } from '../fixtures/test-server.ts';
import { clearOfWindowEnd } from '../fixtures/rate-window.ts';

const STORAGE_TEXT =
  "This file does not fit in your account's storage limit of 1 GB. Please contact support.";
const TOO_LARGE_TEXT = 'This file exceeds maximum allowed size of 20 MB';
const MB = 1024 * 1024;

describe('files: what one account may store, and what one upload may carry', () => {
  const { server } = useTestServer();
  let filesDir: string;

  beforeAll(async () => {
    filesDir = await uploadsFolderOf(server);
  });

  const person = (role: 'customer' | 'developer' = 'customer') => signedInPerson(server, role);

  const headersOf = (who: Person) => ({
    origin: server.address,
    cookie: `unblock_session=${who.token}`,
  });

  const post = (who: Person, form: FormData) => postUpload(server, who, form);
  const upload = (who: Person, name: string, content: string | Uint8Array<ArrayBuffer>) =>
    uploadFile(server, who, name, content);

  /**
   * An upload that declares `declaredBytes` and sends only its first 64 kB: the status and body
   * if the server answers within two seconds (status 0 if not), and whether it then closed the
   * connection instead of waiting for the rest.
   */
  function declaredUpload(who: Person, declaredBytes?: number) {
    const boundary = `boundary-${randomUUID()}`;
    const outgoing = http.request(`${server.address}/api/files/upload`, {
      method: 'POST',
      headers: {
        ...headersOf(who),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        ...(declaredBytes === undefined ? {} : { 'content-length': String(declaredBytes) }),
      },
    });
    return new Promise<{ status: number; body: unknown; closed: boolean }>((resolve) => {
      const timer = setTimeout(() => resolve({ status: 0, body: null, closed: false }), 2000);
      outgoing.on('response', (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => {
          const status = incoming.statusCode ?? 0;
          const body: unknown = JSON.parse(text);
          // The server hangs up rather than wait for the bytes it refused.
          const closed = new Promise<boolean>((done) => {
            const wait = setTimeout(() => done(false), 1000);
            outgoing.socket?.once('close', () => {
              clearTimeout(wait);
              done(true);
            });
            if (outgoing.socket?.destroyed) done(true);
          });
          clearTimeout(timer);
          void closed.then((isClosed) => resolve({ status, body, closed: isClosed }));
        });
      });
      outgoing.on('error', () => {});
      outgoing.write(
        `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.bin"\r\n` +
          `content-type: application/octet-stream\r\n\r\n`,
      );
      outgoing.write(Buffer.alloc(64 * 1024));
    }).finally(() => outgoing.destroy());
  }

  const ownFiles = async (who: Person) =>
    (
      await server.db
        .select({ name: storedFiles.name })
        .from(storedFiles)
        .where(eq(storedFiles.ownerId, who.id))
    ).map((row) => row.name);

  const onDisk = async () => (await readdir(filesDir)).length;

  // A fresh key each time: every call is a request of its own.
  const request = (files: Record<string, string>) => ({
    details: { description: 'App crashes', categories: ['web' as const], budget: '$80', files },
    requestKey: randomUUID(),
  });

  /**
   * Files uploaded earlier and attached to a request, so only the total counts them (rows only:
   * the limit counts the records, not the disk).
   */
  async function attachedEarlier(who: Person, sizes: number[]) {
    const rows = sizes.map((sizeBytes, i) => ({
      key: randomUUID(),
      ownerId: who.id,
      name: `earlier-${i}.bin`,
      sizeBytes,
    }));
    await server.db.insert(storedFiles).values(rows);
    await who.api.tickets.createTicket.mutate(
      request(Object.fromEntries(rows.map((row) => [row.key, row.name]))),
    );
  }

  const storedBytes = async (who: Person) => {
    const [row] = await server.db
      .select({ bytes: sql<number>`sum(${storedFiles.sizeBytes})`.mapWith(Number) })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, who.id));
    return row?.bytes ?? 0;
  };

  it('caps what one account stores in all, attached or not, with a 413 that says so', async () => {
    const customer = await person();
    await attachedEarlier(customer, [MAX_STORED_BYTES - 8 * MB - 8]);
    // 8 MB short of the limit by the records, none of it waiting to be attached.
    expect((await upload(customer, 'seven.bin', new Uint8Array(7 * MB))).status).toBe(200);
    expect((await upload(customer, 'one.bin', new Uint8Array(MB))).status).toBe(200);
    const over = await upload(customer, 'nine.txt', '123456789');
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ error: STORAGE_TEXT });
    expect((await upload(customer, 'eight.txt', '12345678')).status).toBe(200);
    expect(await storedBytes(customer)).toBe(MAX_STORED_BYTES);

    // Full: refused before the file is read, whether its size is declared or still coming.
    expect(await declaredUpload(customer)).toMatchObject({
      status: 413,
      body: { error: STORAGE_TEXT },
    });
    const refused = await ownFiles(customer);
    expect(refused.filter((name) => !name.startsWith('earlier')).sort()).toEqual([
      'eight.txt',
      'one.bin',
      'seven.bin',
    ]);
  });

  it('refuses before reading an upload whose declared size cannot fit', async () => {
    const customer = await person();
    await attachedEarlier(customer, [MAX_STORED_BYTES - 2 * MB]);
    const before = await onDisk();
    expect(await declaredUpload(customer, 5 * MB)).toMatchObject({
      status: 413,
      body: { error: STORAGE_TEXT },
    });
    expect(await onDisk()).toBe(before);
  });

  it('admits a burst of parallel uploads only up to the total limit', async () => {
    const customer = await person();
    // Room for 5 of 20 files of 4 bytes.
    await attachedEarlier(customer, [MAX_STORED_BYTES - 20]);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => upload(customer, `burst-${i}.txt`, '1234')),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 413)).toHaveLength(15);
    expect(await storedBytes(customer)).toBe(MAX_STORED_BYTES);
  });

  it('refuses at once an upload whose Content-Length is already over the file size limit', async () => {
    const customer = await person();
    const before = await onDisk();
    const answer = await declaredUpload(customer, MAX_FILE_BYTES + 10 * MB);
    expect(answer).toEqual({ status: 413, body: { error: TOO_LARGE_TEXT }, closed: true });
    expect(await ownFiles(customer)).toEqual([]);
    expect(await onDisk()).toBe(before);
    // A client sending it all hears the same, not a reset connection.
    const sent = await upload(customer, 'big.bin', new Uint8Array(MAX_FILE_BYTES + 10 * MB));
    expect(sent.status).toBe(413);
    expect(await sent.json()).toEqual({ error: TOO_LARGE_TEXT });
    // A file of exactly the limit, with its multipart wrapping, still goes through.
    expect((await upload(customer, 'limit.bin', new Uint8Array(MAX_FILE_BYTES))).status).toBe(200);
  });

  it('accepts one file, in the `file` field only', async () => {
    const customer = await person();
    const before = await onDisk();

    const eleven = new FormData();
    for (let i = 0; i < 11; i += 1) eleven.append('file', new Blob([`file ${i}`]), `f${i}.txt`);
    const tooMany = await post(customer, eleven);
    expect(tooMany.status).toBe(413);
    expect(await tooMany.json()).toEqual({ error: 'You can only upload 1 file' });

    const two = new FormData();
    two.append('file', new Blob(['one']), 'one.txt');
    two.append('other', new Blob(['two']), 'two.txt');
    expect((await post(customer, two)).status).toBe(413);

    const elsewhere = new FormData();
    elsewhere.append('attachment', new Blob(['x']), 'x.txt');
    const wrongField = await post(customer, elsewhere);
    expect(wrongField.status).toBe(400);
    expect(await wrongField.json()).toEqual({ error: 'Send the file in the field named "file"' });
    expect(await ownFiles(customer)).toEqual([]);
    expect(await onDisk()).toBe(before);

    // Meta fields beside the one file are fine, before or after it.
    const withMeta = new FormData();
    withMeta.append('name', 'unblock_1_notes.txt');
    withMeta.append('file', new Blob(['notes']), 'notes.txt');
    withMeta.append('type', 'text/plain');
    const ok = await post(customer, withMeta);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ name: 'notes.txt', sizeBytes: 5 });
  });

  it('limits how many requests one customer creates in an hour', async () => {
    const customer = await person();
    const other = await person();
    await clearOfWindowEnd(60 * 60);
    for (let i = 0; i < 20; i += 1) await customer.api.tickets.createTicket.mutate(request({}));
    expect(await failureOf(customer.api.tickets.createTicket.mutate(request({})))).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      // The wait is what is left of the hour's window, never more than an hour.
      message: expect.stringMatching(
        /^You have created many requests in the last hour\. Please try again in (\d+ (second|minute)s?|1 hour)\.$/,
      ),
    });
    // Per account: someone else is not held back.
    await other.api.tickets.createTicket.mutate(request({}));
  });
});
