import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '#server/db/schema/index.ts';
import { suspendedFlag } from '#server/moderation/suspended-flag.ts';
import { useTestClient } from '../setup/test-database.ts';

// The moderators' lists flag suspended parties (suspendedFlag). Finding the suspended few must
// not read every user: a partial index holds only them.
describe('the suspended flag of the moderators’ lists', () => {
  const client = useTestClient({ max: 1 });

  it('finds the suspended without reading the users table whole', async () => {
    const { db, sql } = client;
    await sql`insert into users (email, password_hash)
      select 'someone' || n || '@example.com', 'not a hash' from generate_series(1, 20000) as n`;
    await sql`update users set suspended_at = now(), suspension_reason = 'Spam'
      where email in ('someone1@example.com', 'someone2@example.com')`;
    await sql`analyze users`;
    const [someone] = await sql<{ id: string }[]>`select id from users limit 1`;
    const query = db
      .select({ suspended: suspendedFlag(users.id) })
      .from(users)
      .where(eq(users.id, someone!.id))
      .toSQL();
    const plan = (
      await sql.unsafe<Array<{ 'QUERY PLAN': string }>>(
        `explain ${query.sql}`,
        query.params as string[],
      )
    )
      .map((line) => line['QUERY PLAN'])
      .join('\n');
    expect(plan).toContain('users_suspended_idx');
    expect(plan).not.toMatch(/Seq Scan on users\b/);
  });
});
