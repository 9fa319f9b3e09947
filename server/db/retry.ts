import { isDatabaseUnavailable } from './errors.ts';

/**
 * Runs `work`, trying again (every half second, for up to `forMs`) while the database is
 * unreachable; any other failure, or the time running out, fails at once. For a write that must
 * follow something already done outside the database, such as marking a mail sent after SMTP
 * took it: a restart of PostgreSQL should not make that mail go out twice.
 */
export async function retryWhileUnavailable<T>(work: () => Promise<T>, forMs: number): Promise<T> {
  const deadline = performance.now() + forMs;
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || performance.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * How long a live feed waits out an unreachable database before it gives up: its reads are
 * retried meanwhile (the messages heard are kept), so a restart or a short outage does not end
 * the subscriptions of every open screen.
 */
const FEED_PATIENCE_MS = 60_000;

/** A live feed's read, retried while the database is unreachable (FEED_PATIENCE_MS). */
export const patiently = <T>(read: () => Promise<T>): Promise<T> =>
  retryWhileUnavailable(read, FEED_PATIENCE_MS);
