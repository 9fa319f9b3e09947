import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/postgres-js';
import pino from 'pino';
import postgres from 'postgres';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { CaseListCursor } from '#shared/schemas/moderation.ts';
import type { TicketListCursor } from '#shared/schemas/tickets.ts';
import { startEmbeddedPostgres } from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import * as schema from '#server/db/schema/index.ts';
import { listCases } from '#server/moderation/list-cases.ts';
import {
  availableTickets,
  customerTickets,
  developerTickets,
} from '#server/tickets/ticket-queries.ts';

/**
 * `npm run bench:explain` (docs/speed.md): the plan of each list query at 10,000 requests (the
 * moderators' case queue at 500 cases), first page
 * and a deep page. 500 customers with 20 requests each, 50 developers in 2 of 8 categories;
 * a third of the requests wait in the pool, the rest are assigned, half of those closed. Each
 * list runs through its real function on a connection that records its statement, which is then
 * run again under EXPLAIN ANALYZE, as a generic plan, with the same values. Prints each plan's
 * nodes and time.
 */
const CUSTOMERS = 500;
const PER_CUSTOMER = 20;
const DEVELOPERS = 50;
const CATEGORIES = ['web', 'mobile', 'backend', 'data', 'devops', 'ai', 'design', 'other'];

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-explain-'));
await fs.chmod(root, 0o755);
const pg = await startEmbeddedPostgres({ dataDir: path.join(root, 'postgres'), fast: true });
try {
  await ensureDatabase(pg.adminUrl, 'explain');
  const url = pg.urlFor('explain');
  type Statement = { query: string; parameters: unknown[] };
  let last: Statement | undefined;
  // The moderators' queue reads its page first, then the page's cases: its page statement.
  let lastQueuePage: Statement | undefined;
  const sql = postgres(url, {
    max: 1,
    onnotice: () => {},
    debug: (_connection, query, parameters) => {
      last = { query, parameters };
      if (query.includes('moderation_since is not null')) lastQueuePage = last;
    },
  });
  const db = drizzle({ client: sql, schema });
  await migrateDatabase(db, url, pino({ level: 'silent' }));
  await seed(sql);

  const [customer] = await sql<
    [{ id: string }]
  >`select id from users where email like 'c-%' limit 1`;
  const [developer] = await sql<[{ id: string; categories: string[] }]>`
    select p.id, p.supported_categories as categories from profiles p
    where p.user_type = 'developer' and exists (select 1 from tickets t where t.developer_id = p.id)
    limit 1`;
  const customerActor: Actor = { id: customer.id, role: 'customer' };
  const developerActor: Actor = {
    id: developer.id,
    role: 'developer',
    categories: developer.categories,
  };

  type Page = { items: unknown[]; nextCursor: TicketListCursor | null };
  const cases: Array<[string, (cursor: TicketListCursor | null) => Promise<Page>]> = [
    ['customer open', (cursor) => customerTickets(db, customerActor, 'open', cursor)],
    ['customer history', (cursor) => customerTickets(db, customerActor, 'history', cursor)],
    ['developer assigned open', (cursor) => developerTickets(db, developerActor, 'open', cursor)],
    ['developer history', (cursor) => developerTickets(db, developerActor, 'history', cursor)],
    ['available (2 categories)', (cursor) => availableTickets(db, developerActor, cursor)],
    [
      'available (1 rare category)',
      (cursor) => availableTickets(db, { ...developerActor, categories: ['other'] }, cursor),
    ],
  ];
  console.log(
    `${CUSTOMERS * PER_CUSTOMER} requests, ${CUSTOMERS} customers, ${DEVELOPERS} developers`,
  );
  // The case queue (its page query; the seeded requests have no events, so no cards).
  let queueCursor: CaseListCursor | null = null;
  for (let page = 1; page <= 6; page++) {
    const answer = await listCases(db, queueCursor);
    if (page === 1 || page === 6 || !answer.nextCursor) {
      await explain(sql, `moderators' case queue, page ${page}`, lastQueuePage!);
    }
    if (!answer.nextCursor) break;
    queueCursor = answer.nextCursor;
  }
  for (const [name, run] of cases) {
    // The first page, then the page after five more (a visitor who scrolled far).
    let cursor: TicketListCursor | null = null;
    for (let page = 1; page <= 6; page++) {
      const answer = await run(cursor);
      if (page === 1 || page === 6 || !answer.nextCursor) {
        await explain(sql, `${name}, page ${page} (${answer.items.length} cards)`, last!);
      }
      if (!answer.nextCursor) break;
      cursor = answer.nextCursor;
    }
  }
  await sql.end();
} finally {
  await pg.stop();
  await fs.rm(root, { recursive: true, force: true });
}

async function explain(
  sql: postgres.Sql,
  title: string,
  statement: { query: string; parameters: unknown[] },
) {
  // The generic plan, which PostgreSQL settles on for a prepared statement after five runs: the
  // statement is prepared by hand and executed with its values written out.
  const literal = (value: unknown) =>
    Array.isArray(value)
      ? `'{${value.map((item) => `"${String(item)}"`).join(',')}}'`
      : `'${String(value).replaceAll("'", "''")}'`;
  // A statement without parameters (the queue's first page) is executed without parentheses.
  const values = statement.parameters.map(literal).join(', ');
  const rows = await sql.begin(async (tx) => {
    await tx.unsafe('set local plan_cache_mode = force_generic_plan');
    await tx.unsafe(`prepare listed as ${statement.query}`);
    const explained = await tx.unsafe<Array<{ 'QUERY PLAN': string }>>(
      `explain (analyze, buffers, costs off) execute listed${values ? `(${values})` : ''}`,
    );
    await tx.unsafe('deallocate listed');
    return explained;
  });
  const plan = rows.map((row) => row['QUERY PLAN']);
  const time = plan.find((line) => line.startsWith('Execution Time'));
  console.log(`\n${title}: ${time}`);
  for (const line of plan) {
    if (/Scan|Sort|Limit|Join|Loop|Filter|Cond|Rows Removed/.test(line)) console.log(`  ${line}`);
  }
}

/** Users, profiles and ticket rows written in bulk (the lists read only these). */
async function seed(sql: postgres.Sql) {
  await sql`
    insert into users (id, email, password_hash, email_verified_at)
    select gen_random_uuid(), 'c-' || n || '@example.com', 'x', now() from generate_series(1, ${CUSTOMERS}) n
    union all
    select gen_random_uuid(), 'd-' || n || '@example.com', 'x', now() from generate_series(1, ${DEVELOPERS}) n`;
  await sql`
    insert into profiles (id, user_type, first_name, last_name, supported_categories)
    select id, case when email like 'c-%' then 'customer' else 'developer' end, 'First', 'Last',
      array[categories[n % 7 + 1], categories[(n + 3) % 7 + 1]]
    from (select id, email, row_number() over () as n from users) numbered,
      (select ${sql.array(CATEGORIES)}::text[] as categories) known`;
  await sql`
    with customers as (select id, row_number() over () as c from users where email like 'c-%'),
    developers as (select array_agg(id) as ids from users where email like 'd-%'),
    numbered as (
      select c.id as customer_id, c.c, n, (c.c * ${PER_CUSTOMER} + n) as k
      from customers c, generate_series(1, ${PER_CUSTOMER}) n
    )
    insert into tickets (id, customer_id, developer_id, description, categories, ai_tool, stack,
      budget, files, status, deleted, rated_by, stepped_back, version, created_at, updated_at)
    select gen_random_uuid(), customer_id,
      case when k % 3 = 0 then null else (select ids[(k % ${DEVELOPERS}) + 1] from developers) end,
      'Request ' || k,
      -- One request in 50 is in the category no developer here chose first: a rare one.
      case when k % 50 = 0 then array['other']
        else array[(${sql.array(CATEGORIES)}::text[])[(k % 7) + 1]] end,
      'CURSOR', 'React',
      '$100', '{}'::jsonb,
      -- One request in 20 of those worked on waits for a moderator (500 cases).
      case when k % 3 = 0 then 'AWAITING_ASSIGNMENT'
        when k % 20 = 1 then 'REQUIRES_MOD_ASSISTANCE'
        when k % 3 = 1 then 'DEVELOPER_WORKING'
        else 'CUSTOMER_APPROVED' end,
      false, '{}', '{}', 1, now() - (k || ' minutes')::interval, now()
    from numbered`;
  await sql`update tickets set moderation_since = created_at + interval '1 minute'
    where status = 'REQUIRES_MOD_ASSISTANCE'`;
  await sql`analyze`;
}
