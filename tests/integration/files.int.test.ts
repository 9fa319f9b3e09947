import { randomBytes, randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '#server/db/schema/index.ts';
import { MAX_FILE_BYTES } from '#shared/domain/files/limits.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, uploadFile, uploadedFiles, type Person } from '../fixtures/people.ts';
import { rawGet } from '../fixtures/raw-get.ts';
import { approveAndPay, grabAndPlan, payThenNoSolution } from '../fixtures/ticket-flow.ts';
import { useTestServer } from '../fixtures/test-server.ts';

describe('files: uploads, attachments and who may download them', () => {
  const { server } = useTestServer({
    env: { SANDBOX_PAYMENTS_SECRET: 'files-test-sandbox-secret' },
  });

  const person = (role: 'customer' | 'developer', categories: string[] = []) =>
    signedInPerson(server, role, categories);
  const upload = (who: Person | null, name: string, content: string | Uint8Array<ArrayBuffer>) =>
    uploadFile(server, who, name, content);

  async function uploaded(who: Person, name: string, content: string) {
    const response = await upload(who, name, content);
    expect(response.status).toBe(200);
    return (await response.json()) as { fileKey: string; name: string; sizeBytes: number };
  }

  function download(who: Person | null, ticketId: string, key: string) {
    return fetch(`${server.address}/api/files/download/${ticketId}/${key}`, {
      headers: who ? { cookie: `unblock_session=${who.token}` } : {},
    });
  }

  const request = (files: Record<string, string>) => ({
    details: {
      description: 'App crashes\nOn start',
      categories: ['web' as const],
      budget: '$80',
      files,
    },
    requestKey: randomUUID(),
  });

  it('stores an upload for a signed-in person only, and refuses what is too large or cross-site', async () => {
    expect((await upload(null, 'a.txt', 'hello')).status).toBe(401);

    const customer = await person('customer');
    const file = await uploaded(customer, 'C:\\Users\\me\\notes.txt', 'hello');
    expect(file).toMatchObject({ name: 'notes.txt', sizeBytes: 5 });

    const tooLarge = await upload(customer, 'huge.bin', new Uint8Array(MAX_FILE_BYTES + 1));
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: 'huge.bin exceeds maximum allowed size of 20 MB',
    });
    // Exactly the limit is fine; the refused one left no record behind.
    expect((await upload(customer, 'limit.bin', new Uint8Array(MAX_FILE_BYTES))).status).toBe(200);
    const kept = await server.db
      .select({ name: storedFiles.name })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, customer.id));
    expect(kept.map((row) => row.name).sort()).toEqual(['limit.bin', 'notes.txt']);

    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    const crossSite = await fetch(`${server.address}/api/files/upload`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', cookie: `unblock_session=${customer.token}` },
      body: form,
    });
    expect(crossSite.status).toBe(403);
  });

  it("lets a request's files be downloaded by those who may see it, and nobody attach another person's file", async () => {
    const customer = await person('customer');
    const stranger = await person('customer');
    const developer = await person('developer', ['web']);
    const file = await uploaded(customer, 'crash.log', 'stack trace');

    // The name comes from our record, not from what the client claims.
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(
      request({ [file.fileKey]: 'renamed.exe' }),
    );
    expect((await customer.api.tickets.get.query({ ticketId })).files).toEqual({
      [file.fileKey]: 'crash.log',
    });

    const ok = await download(customer, ticketId, file.fileKey);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('stack trace');
    expect(ok.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''crash.log");
    expect(ok.headers.get('content-type')).toBe('application/octet-stream');
    // A developer deciding whether to take it may read the request's files.
    expect((await download(developer, ticketId, file.fileKey)).status).toBe(200);
    expect((await download(stranger, ticketId, file.fileKey)).status).toBe(404);
    expect((await download(null, ticketId, file.fileKey)).status).toBe(404);

    // Naming the key in one's own request does not grant access to it.
    expect(
      await failureOf(stranger.api.tickets.createTicket.mutate(request({ [file.fileKey]: 'x' }))),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A file was not uploaded. Please upload it again.',
    });
    // Editing keeps the files already attached, and adds the owner's new ones.
    const more = await uploaded(customer, 'screen.png', 'png');
    await customer.api.tickets.editTicket.mutate({
      ticketId,
      expectedVersion: 1,
      ...request({ [file.fileKey]: 'crash.log', [more.fileKey]: 'screen.png' }),
    });
    expect((await download(customer, ticketId, more.fileKey)).status).toBe(200);
  });

  it('hands a file over under the name it was chosen with, without the upload prefix', async () => {
    const customer = await person('customer');
    // The widget sends each file as unblock_{timestamp}_{name} (docs/forms.md#uploads).
    const file = await uploaded(customer, 'unblock_1700000000000_crash report.log', 'trace');
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(
      request({ [file.fileKey]: file.name }),
    );
    const response = await download(customer, ticketId, file.fileKey);
    expect(response.headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''crash%20report.log",
    );
  });

  it('hands a compressed file over byte for byte, never labelled as compressed by the server', async () => {
    const customer = await person('customer');
    // A .gz upload, and bytes that merely begin like a zlib stream (about 1 binary file in 1,000):
    // a compression layer that took them for its own output sent them raw as "Content-Encoding:
    // br" or "gzip", and the browser failed or unpacked the download.
    const archive = new Uint8Array(gzipSync(Buffer.from('log line\n'.repeat(500))));
    const zlibLike = new Uint8Array(randomBytes(64 * 1024));
    zlibLike.set([0x78, 0x9c]);
    for (const [name, content] of [
      ['logs.tar.gz', archive],
      ['trace.bin', zlibLike],
    ] as const) {
      const response = await upload(customer, name, content);
      const file = (await response.json()) as { fileKey: string; name: string };
      const { id: ticketId } = await customer.api.tickets.createTicket.mutate(
        request({ [file.fileKey]: file.name }),
      );
      for (const encodings of ['br, gzip, deflate', 'gzip']) {
        const answer = await getAs(
          `/api/files/download/${ticketId}/${file.fileKey}`,
          customer,
          encodings,
        );
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.body.equals(Buffer.from(content))).toBe(true);
      }
    }
  });

  /** A GET as `who`, its body read as sent, with the encoding asked for. */
  const getAs = (path: string, who: Person, acceptEncoding: string) =>
    rawGet(`${server.address}${path}`, {
      cookie: `unblock_session=${who.token}`,
      'accept-encoding': acceptEncoding,
    });

  it('keeps a milestone deliverable from the customer until it is accepted, and for good after a refund', async () => {
    const customer = await person('customer');
    const developer = await person('developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(request({}));
    // The developer's uploads, each planned with a milestone of its own.
    const fix = await uploaded(developer, 'fix.patch', 'the fix');
    const extra = await uploaded(developer, 'extra.patch', 'more');
    const version = await grabAndPlan(
      developer,
      ticketId,
      (
        [
          ['Fix', fix.fileKey, 'fix.patch'],
          ['Extra', extra.fileKey, 'extra.patch'],
        ] as const
      ).map(([title, key, name]) => ({
        title,
        description: 'Work',
        estimatedMinutes: 60,
        hourlyRateCents: 5000,
        files: { [key]: name },
      })),
    );
    await approveAndPay(customer, ticketId, version);

    // Listed to the customer, not downloadable; the developer who made it always may.
    let ticket = await customer.api.tickets.get.query({ ticketId });
    const [first, second] = ticket.milestones;
    expect(first!.files).toEqual({ [fix.fileKey]: 'fix.patch' });
    expect((await download(customer, ticketId, fix.fileKey)).status).toBe(404);
    expect((await download(developer, ticketId, fix.fileKey)).status).toBe(200);

    await developer.api.tickets.startMilestone.mutate({
      ticketId,
      expectedVersion: ticket.version,
      milestoneId: first!.id,
    });
    ticket = await developer.api.tickets.get.query({ ticketId });
    // The work is handed over with the submission: without a file, or with someone else's upload,
    // it is refused and the milestone stays in progress.
    const submit = (files: Record<string, string>) =>
      developer.api.tickets.submitMilestone.mutate({
        ticketId,
        expectedVersion: ticket.version,
        milestoneId: first!.id,
        files,
        note: 'The fix and its notes',
      });
    expect(await failureOf(submit({}))).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Attach at least one file'),
    });
    const theirs = await uploaded(customer, 'theirs.txt', 'not the developer’s');
    expect(await failureOf(submit({ [theirs.fileKey]: 'theirs.txt' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'A file was not uploaded. Please upload it again.',
    });
    expect((await developer.api.tickets.get.query({ ticketId })).milestones[0]).toMatchObject({
      status: 'IN_PROGRESS',
      files: { [fix.fileKey]: 'fix.patch' },
    });
    const notes = await uploadedFiles(server, developer, 'release-notes.md', 'notes');
    await submit(notes);
    // Handed over beside what was planned, and locked for the customer like it.
    ticket = await customer.api.tickets.get.query({ ticketId });
    expect(ticket.milestones[0]!.files).toEqual({ [fix.fileKey]: 'fix.patch', ...notes });
    expect((await download(customer, ticketId, Object.keys(notes)[0]!)).status).toBe(404);
    expect((await download(customer, ticketId, fix.fileKey)).status).toBe(404);
    ticket = await customer.api.tickets.get.query({ ticketId });
    await customer.api.tickets.approveMilestone.mutate({
      ticketId,
      expectedVersion: ticket.version,
      milestoneId: first!.id,
    });

    const released = await download(customer, ticketId, fix.fileKey);
    expect(released.status).toBe(200);
    expect(await released.text()).toBe('the fix');

    // The second milestone is paid, then refunded: its deliverable never reaches the customer.
    await payThenNoSolution(customer, developer, ticketId, second!.id);
    expect((await customer.api.tickets.get.query({ ticketId })).milestones[1]).toMatchObject({
      refunded: true,
    });
    expect((await download(customer, ticketId, extra.fileKey)).status).toBe(404);
    expect((await download(developer, ticketId, extra.fileKey)).status).toBe(200);
    // A key that is not this ticket's is not found, even for its parties.
    const elsewhere = await uploaded(customer, 'other.txt', 'x');
    expect((await download(customer, ticketId, elsewhere.fileKey)).status).toBe(404);
    expect((await download(customer, ticketId, 'not-a-key')).status).toBe(404);
  });
});
