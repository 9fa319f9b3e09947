import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { removeExpiredExports } from '#server/account/your-data/expired-exports.task.ts';
import { dataExports, outboxEmails } from '#server/db/schema/index.ts';
import { fileStoreFor } from '#server/files/file-store.ts';
import { removeUnattachedUploads } from '#server/files/unattached-uploads.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, uploadedFiles, type Person } from '../fixtures/people.ts';
import { approveAndPay, grabAndPlan } from '../fixtures/ticket-flow.ts';
import { uploadsFolderOf, useTestServer } from '../fixtures/test-server.ts';

/** The entries of a zip by name (yazl writes stored or deflated entries, sizes in the central directory). */
function unzip(zip: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = zip.readUInt32LE(end + 16);
  for (let count = zip.readUInt16LE(end + 10); count > 0; count -= 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const bytes = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(bytes) : Buffer.from(bytes));
    at += 46 + skip;
  }
  return entries;
}

describe('a copy of your data: complete, and only for its owner', () => {
  const { server } = useTestServer({
    env: { SANDBOX_PAYMENTS_SECRET: 'your-data-test-sandbox-secret' },
  });

  const download = (who: Person | null, id: string) =>
    fetch(`${server.address}/api/account/exports/${id}`, {
      headers: who ? { cookie: `unblock_session=${who.token}` } : {},
    });

  async function readyExport(who: Person) {
    const requested = await who.api.account.data.requestExport.mutate();
    for (;;) {
      const latest = await who.api.account.data.exports.query();
      expect(latest?.id).toBe(requested.id);
      if (latest?.status !== 'preparing') return latest!;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  it('holds their request, message, file bytes and payment, and is refused to anyone else', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const stranger = await signedInPerson(server, 'customer');
    const files = await uploadedFiles(server, customer, 'crash.log', 'the stack trace bytes');
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'Checkout page is blank', categories: ['web'], budget: '$80', files },
      requestKey: randomUUID(),
    });
    const planned = await grabAndPlan(developer, ticketId, [
      { title: 'Fix checkout', description: 'Fix it', estimatedMinutes: 60, hourlyRateCents: 5000 },
    ]);
    await customer.api.discussions.send.mutate({
      ticketId,
      developerId: developer.id,
      text: 'Thanks, the plan looks right',
      messageKey: randomUUID(),
    });
    const checkout = await approveAndPay(customer, ticketId, planned);

    const ready = await readyExport(customer);
    expect(ready).toMatchObject({ status: 'ready', sizeBytes: expect.any(Number) });
    expect(ready.expiresAt!.getTime() - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);

    const response = await download(customer, ready.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="unblock-data-/,
    );
    const zip = unzip(Buffer.from(await response.arrayBuffer()));
    const data = JSON.parse(zip.get('data.json')!.toString('utf8')) as {
      account: { email: string };
      requests: { id: string; description: string; plan: { title: string }[] }[];
      messages: { text: string; writtenByYou: boolean }[];
      files: { name: string; path: string; included: boolean }[];
      billingRecords: { id: string; listCents: number; status: string }[];
      historyEvents: { type: string; ticketId: string }[];
    };
    expect(data.account.email).toBe(customer.email);
    expect(data.requests).toEqual([
      expect.objectContaining({
        id: ticketId,
        description: 'Checkout page is blank',
        plan: [expect.objectContaining({ title: 'Fix checkout' })],
      }),
    ]);
    expect(data.messages).toContainEqual(
      expect.objectContaining({ text: 'Thanks, the plan looks right', writtenByYou: true }),
    );
    expect(data.billingRecords).toEqual([
      expect.objectContaining({ id: checkout.billingRecordId, listCents: 5000, status: 'paid' }),
    ]);
    expect(data.historyEvents.map((event) => event.type)).toEqual(
      expect.arrayContaining(['TicketCreated', 'PlanApproved']),
    );
    const [file] = data.files;
    expect(file).toMatchObject({ name: 'crash.log', included: true });
    expect(zip.get(file!.path)?.toString('utf8')).toBe('the stack trace bytes');
    // Secrets stay out: no password hash.
    expect(zip.get('data.json')!.toString('utf8')).not.toMatch(/passwordHash|argon2/);

    const [mail] = await server.db
      .select({ subject: outboxEmails.subject, text: outboxEmails.text })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.to, customer.email),
          eq(outboxEmails.subject, 'Your Unblock data is ready'),
        ),
      );
    expect(mail).toMatchObject({ subject: 'Your Unblock data is ready' });
    expect(mail!.text).toContain(`${server.env.publicUrl}/settings`);

    // Nobody else reads it, by the route or the procedure; signed out neither.
    expect((await download(stranger, ready.id)).status).toBe(404);
    expect((await download(developer, ready.id)).status).toBe(404);
    expect((await download(null, ready.id)).status).toBe(404);
    expect(await failureOf(stranger.api.account.data.export.query({ id: ready.id }))).toMatchObject(
      { code: 'NOT_FOUND' },
    );
    expect(await stranger.api.account.data.exports.query()).toBeNull();
    expect(await customer.api.account.data.export.query({ id: ready.id })).toMatchObject({
      status: 'ready',
    });

    // The daily clean-up of stray files leaves the zip alone: its export records it.
    const [row] = await server.db
      .select({ fileKey: dataExports.fileKey })
      .from(dataExports)
      .where(eq(dataExports.id, ready.id));
    const zipPath = path.join(await uploadsFolderOf(server), row!.fileKey!);
    const store = fileStoreFor(server.env);
    await removeUnattachedUploads(server.db, store, new Date(Date.now() + 48 * 60 * 60 * 1000));
    expect((await stat(zipPath)).size).toBe(ready.sizeBytes);

    // Once expired, not even its owner gets it.
    await server.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.id, ready.id));
    expect((await download(customer, ready.id)).status).toBe(404);
    expect(await customer.api.account.data.exports.query()).toMatchObject({ status: 'expired' });
    // The daily task then removes it, row and bytes.
    expect(await removeExpiredExports(server.db, store)).toBe(1);
    await expect(stat(zipPath)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await customer.api.account.data.exports.query()).toBeNull();
  });

  it('prepares one copy at a time', async () => {
    const customer = await signedInPerson(server, 'customer');
    // One being prepared, written as the job would find it (the worker is not asked to run it).
    await server.db.insert(dataExports).values({ userId: customer.id });
    expect(await failureOf(customer.api.account.data.requestExport.mutate())).toMatchObject({
      code: 'CONFLICT',
      message: 'A copy of your data is being prepared already.',
    });
  });
});
