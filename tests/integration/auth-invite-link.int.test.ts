import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInviteCode } from '#server/auth/invite-codes.ts';
import { betaAccessCodes } from '#server/db/schema/index.ts';
import type { RunningServer } from '#server/server.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { createTestDatabase } from '../setup/test-database.ts';

// The page an invite link opens asks which role its code grants, so a developer's approval link
// speaks to a developer (docs/public-site.md#beta-access); it must reveal nothing else.

describe('the role of an invite link', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({ databaseUrl: database.url, env: { TRUST_PROXY: 'true' } });
  });

  afterAll(async () => {
    await server.stop();
    await database.drop();
  });

  it('names the role a usable code grants, and nothing for a code that signs no one up', async () => {
    const { client } = createBrowserClient(server.address);
    const developer = (await createInviteCode(server.db, { grantsRole: 'developer' })).code;
    const customer = (await createInviteCode(server.db)).code;
    const expired = (
      await createInviteCode(server.db, { grantsRole: 'developer', expiresAt: '2020-01-31' })
    ).code;
    const used = (await createInviteCode(server.db, { grantsRole: 'developer' })).code;
    await server.db
      .update(betaAccessCodes)
      .set({ used: true })
      .where(eq(betaAccessCodes.code, used));

    expect(await client.auth.inviteLinkRole.mutate({ code: developer.toLowerCase() })).toBe(
      'developer',
    );
    expect(await client.auth.inviteLinkRole.mutate({ code: customer })).toBe('customer');
    expect(await client.auth.inviteLinkRole.mutate({ code: expired })).toBeNull();
    expect(await client.auth.inviteLinkRole.mutate({ code: used })).toBeNull();
    expect(await client.auth.inviteLinkRole.mutate({ code: 'NOSUCHCODE' })).toBeNull();
  });

  it('counts unknown codes under the invite-guess limit, then refuses every code', async () => {
    const { client } = createBrowserClient(server.address, { ip: '10.9.8.7' });
    const developer = (await createInviteCode(server.db, { grantsRole: 'developer' })).code;
    for (let guess = 0; guess < 5; guess++) {
      expect(await client.auth.inviteLinkRole.mutate({ code: `GUESS${guess}XX` })).toBeNull();
    }
    await expect(client.auth.inviteLinkRole.mutate({ code: developer })).rejects.toThrow(
      /Too many attempts/,
    );
  });
});
