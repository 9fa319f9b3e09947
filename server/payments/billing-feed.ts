import type { Me } from '#shared/schemas/auth.ts';
import type { Executor } from '../db/client.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { billingRecordFor, publicBillingRecord } from './payment-queries.ts';
import { patiently } from '../db/retry.ts';

/** Announced by a database trigger when the record's status changes (migration 0030). */
const billingTopic = (id: string) => `billing:${id}`;

/**
 * A billing record as it stands, then again after each change. Listening starts before the first
 * read, so a change between the two is not missed; every yield re-reads through the authorised
 * query.
 */
export async function* billingFeed(
  ctx: { db: Executor; bus: LiveBus; me: Me },
  id: string,
  signal: AbortSignal,
) {
  const changes = ctx.bus.stream([billingTopic(id)], signal);
  yield publicBillingRecord(await patiently(() => billingRecordFor(ctx.db, ctx.me, id)));
  for await (const _change of changes) {
    yield publicBillingRecord(await patiently(() => billingRecordFor(ctx.db, ctx.me, id)));
  }
}
