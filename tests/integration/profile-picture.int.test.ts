import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { profiles, storedFiles } from '#server/db/schema/index.ts';
import { removeUnattachedUploads } from '#server/files/unattached-uploads.ts';
import { fileStoreFor } from '#server/files/file-store.ts';
import { PROFILE_IMAGE_REFUSED_TEXT } from '#shared/domain/files/profile-image.ts';
import { signedInPerson, uploadFile, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';

// The smallest real PNG and GIF: their first bytes are what the server checks.
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
    'base64',
  ),
);
const GIF = Uint8Array.from(
  Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
);

/** The HTTP status and message of a refused tRPC call. */
async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!(error instanceof TRPCClientError)) throw error;
    const data = error.data as { httpStatus?: number } | undefined;
    return { status: data?.httpStatus, message: error.message };
  }
  throw new Error('expected the call to fail');
}

describe('profile pictures and bios', () => {
  const { server } = useTestServer();

  async function uploaded(who: Person, name: string, content: string | Uint8Array<ArrayBuffer>) {
    const response = await uploadFile(server, who, name, content);
    expect(response.status).toBe(200);
    return ((await response.json()) as { fileKey: string }).fileKey;
  }

  const names = { firstName: 'Ada', lastName: 'Lovelace' };

  function get(url: string, who: Person | null) {
    return fetch(new URL(url, server.address), {
      headers: who ? { cookie: `unblock_session=${who.token}` } : {},
    });
  }

  async function keyOf(who: Person) {
    const [row] = await server.db
      .select({ key: profiles.profileImageKey })
      .from(profiles)
      .where(eq(profiles.id, who.id));
    return row?.key ?? null;
  }

  it('sets a picture that any signed-in person reads as an image, and nobody else', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const key = await uploaded(customer, 'unblock_1700000000000_me.PNG', PNG);

    const me = await customer.api.profile.update.mutate({ ...names, profileImageKey: key });
    expect(me.profileImageUrl).toMatch(
      new RegExp(`^/api/files/avatar/${customer.id}\\?v=[0-9a-f]{12}$`),
    );
    expect(me.profileImageUrl).not.toContain(key);
    expect((await customer.api.auth.me.query())?.profileImageUrl).toBe(me.profileImageUrl);

    const read = await get(me.profileImageUrl!, developer);
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/png');
    expect(read.headers.get('x-content-type-options')).toBe('nosniff');
    expect(read.headers.get('cache-control')).toMatch(/^private\b/);
    expect(new Uint8Array(await read.arrayBuffer())).toEqual(PNG);

    const anonymous = await get(me.profileImageUrl!, null);
    expect([401, 404]).toContain(anonymous.status);
    expect(anonymous.headers.get('content-type')).not.toMatch(/^image\//);
    // Someone without a picture, and a path that names no one, are not found either.
    expect((await get(`/api/files/avatar/${developer.id}`, customer)).status).toBe(404);
    expect((await get('/api/files/avatar/not-a-user', customer)).status).toBe(404);

    // A picture is attached: the daily clean-up of unattached uploads leaves it, even when old.
    await server.db
      .update(storedFiles)
      .set({ createdAt: sql`now() - interval '3 days'`, attachedAt: null })
      .where(eq(storedFiles.key, key));
    await removeUnattachedUploads(server.db, fileStoreFor(server.env));
    expect((await get(me.profileImageUrl!, developer)).status).toBe(200);
  });

  it('carries the picture URL on request cards and in conversations', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const key = await uploaded(developer, 'face.gif', GIF);
    const { profileImageUrl } = await developer.api.profile.update.mutate({
      ...names,
      profileImageKey: key,
    });
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'Broken login', categories: ['web'], budget: '$50' },
      requestKey: randomUUID(),
    });
    const ticket = await developer.api.tickets.get.query({ ticketId });
    await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: ticket.version });

    const [card] = await customer.api.tickets.mine
      .query({ which: 'open' })
      .then((page) => page.items);
    expect(card?.otherParty?.profileImageUrl).toBe(profileImageUrl);
    const [thread] = (await customer.api.discussions.threads.query()).cards;
    expect(thread?.other.profileImageUrl).toBe(profileImageUrl);
    const read = await get(profileImageUrl!, customer);
    expect(read.headers.get('content-type')).toBe('image/gif');
  });

  it('refuses a file that is not an image, or is someone else’s, and changes nothing', async () => {
    const customer = await signedInPerson(server, 'customer');
    const other = await signedInPerson(server, 'customer');
    const picture = await uploaded(customer, 'me.png', PNG);
    await customer.api.profile.update.mutate({ ...names, profileImageKey: picture });

    const text = await uploaded(customer, 'notes.txt', 'hello');
    const html = await uploaded(customer, 'page.html', '<script>alert(1)</script>');
    // The extension says PNG, the bytes do not.
    const disguised = await uploaded(customer, 'fake.png', '<html>not an image</html>');
    for (const key of [text, html, disguised]) {
      expect(
        await refusal(
          customer.api.profile.update.mutate({
            firstName: 'Eve',
            lastName: 'X',
            profileImageKey: key,
          }),
        ),
      ).toEqual({ status: 400, message: PROFILE_IMAGE_REFUSED_TEXT });
    }
    const theirs = await uploaded(other, 'them.png', PNG);
    expect(
      await refusal(customer.api.profile.update.mutate({ ...names, profileImageKey: theirs })),
    ).toMatchObject({ status: 400 });

    expect(await keyOf(customer)).toBe(picture);
    const me = await customer.api.auth.me.query();
    expect(me).toMatchObject(names);
  });

  it('removes the picture: back to the initials, and the file is no longer served', async () => {
    const developer = await signedInPerson(server, 'developer');
    const reader = await signedInPerson(server, 'customer');
    const key = await uploaded(developer, 'me.webp', webp());
    const set = await developer.api.profile.update.mutate({ ...names, profileImageKey: key });
    expect((await get(set.profileImageUrl!, reader)).headers.get('content-type')).toBe(
      'image/webp',
    );

    // Leaving the picture out keeps it; null removes it.
    const renamed = await developer.api.profile.update.mutate({
      firstName: 'Grace',
      lastName: 'H',
    });
    expect(renamed.profileImageUrl).toBe(set.profileImageUrl);
    const cleared = await developer.api.profile.update.mutate({ ...names, profileImageKey: null });
    expect(cleared.profileImageUrl).toBeNull();
    expect(await keyOf(developer)).toBeNull();
    expect((await get(set.profileImageUrl!, reader)).status).toBe(404);
  });

  it('lets a developer keep a bio of at most 1000 characters and their categories', async () => {
    const developer = await signedInPerson(server, 'developer', ['web']);
    await developer.api.profile.update.mutate({
      ...names,
      bio: '  https://github.com/ada  ',
      categories: ['backend', 'web', 'backend'],
    });
    expect(await developer.api.profile.details.query()).toEqual({
      bio: 'https://github.com/ada',
      categories: ['backend', 'web'],
    });
    expect(await developer.api.profile.categories.query()).toEqual({
      categories: ['backend', 'web'],
    });

    await developer.api.profile.update.mutate({ ...names, bio: 'x'.repeat(1000) });
    expect(
      await refusal(developer.api.profile.update.mutate({ ...names, bio: 'x'.repeat(1001) })),
    ).toEqual({ status: 400, message: 'Bio must be at most 1000 characters' });
    expect((await developer.api.profile.details.query()).bio).toHaveLength(1000);

    // Blank clears it.
    await developer.api.profile.update.mutate({ ...names, bio: '   ' });
    expect((await developer.api.profile.details.query()).bio).toBeNull();

    const customer = await signedInPerson(server, 'customer');
    expect(
      await refusal(customer.api.profile.update.mutate({ ...names, bio: 'hello' })),
    ).toMatchObject({ status: 403 });
  });
});

/** A minimal WebP header: RIFF, a size, WEBP (all the server looks at). */
function webp(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(32);
  bytes.set(Buffer.from('RIFF'), 0);
  bytes.set([24, 0, 0, 0], 4);
  bytes.set(Buffer.from('WEBPVP8 '), 8);
  return bytes;
}
