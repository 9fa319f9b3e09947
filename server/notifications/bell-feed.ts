import type { NotificationSignal } from '#shared/notifications.ts';
import type { Database } from '../db/client.ts';
import { patiently } from '../db/retry.ts';
import type { LiveBus } from '../live/live-bus.ts';
import { bellTopic } from './notification-rows.ts';
import { unreadNotifications } from './notification-queries.ts';

/**
 * The person's bell as it changes: a notice written for them (committed with the change that
 * caused it), one read in another tab, or the bus deaf for a while (what was missed is unknown).
 * Each time, the unread count as it now stands; the client then reads its list again. Only the
 * person's own topic is heard, so nobody hears of another's notices.
 */
export async function* bellFeed(
  deps: { db: Database; bus: LiveBus },
  userId: string,
  signal: AbortSignal,
): AsyncGenerator<NotificationSignal, void> {
  // Whatever the message (a new notice, one read, the bus resumed), the count is read anew.
  for await (const _heard of deps.bus.stream([bellTopic(userId)], signal)) {
    yield { unread: await patiently(() => unreadNotifications(deps.db, userId)) };
  }
}
