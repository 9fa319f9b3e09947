import type { Task } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import { enqueueJob } from '#server/jobs/enqueue.ts';
import { useTestServer } from '../fixtures/test-server.ts';

describe('background jobs', () => {
  const ran: string[] = [];
  const attemptsByLabel = new Map<string, number>();

  // Records each run; a label starting with "flaky" fails on its first attempt.
  const record: Task = (payload) => {
    const { label } = payload as { label: string };
    const attempt = (attemptsByLabel.get(label) ?? 0) + 1;
    attemptsByLabel.set(label, attempt);
    if (label.startsWith('flaky') && attempt === 1) throw new Error('transient failure');
    ran.push(label);
  };

  const { server, admin } = useTestServer({ tasks: { record } });

  it('runs a job enqueued in a transaction only after that transaction commits', async () => {
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    let enqueued!: () => void;
    const wasEnqueued = new Promise<void>((resolve) => (enqueued = resolve));

    const transaction = server.db.transaction(async (tx) => {
      await enqueueJob(tx, 'record', { label: 'committed' });
      enqueued();
      await held;
    });
    await wasEnqueued;
    // The worker listens for new jobs and polls every second: give it ample time to misbehave.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ran).not.toContain('committed');

    releaseTransaction();
    await transaction;
    await expect.poll(() => ran, { timeout: 10_000 }).toContain('committed');
  });

  it('never runs a job whose transaction rolled back', async () => {
    await expect(
      server.db.transaction(async (tx) => {
        await enqueueJob(tx, 'record', { label: 'rolled back' });
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    // A later committed job proves the worker was running meanwhile.
    await enqueueJob(server.db, 'record', { label: 'after rollback' });
    await expect.poll(() => ran, { timeout: 10_000 }).toContain('after rollback');

    expect(ran).not.toContain('rolled back');
    // graphile-worker's public `jobs` view omits payloads, so look in its table.
    const [row] = await admin`
      select count(*)::int as n from graphile_worker._private_jobs where payload->>'label' = 'rolled back'`;
    expect(row?.n).toBe(0);
  });

  it('retries a failed job later, with backoff, until it succeeds', async () => {
    await enqueueJob(server.db, 'record', { label: 'flaky-1' });
    await expect
      .poll(
        async () => {
          const [job] = await admin`
          select attempts, last_error, run_at > now() + interval '1 second' as backed_off
          from graphile_worker._private_jobs where payload->>'label' = 'flaky-1'`;
          return job;
        },
        { timeout: 10_000 },
      )
      .toMatchObject({
        attempts: 1,
        last_error: expect.stringContaining('transient failure'),
        backed_off: true,
      });
    expect(ran).not.toContain('flaky-1');

    await expect.poll(() => ran, { timeout: 15_000, interval: 250 }).toContain('flaky-1');
    expect(attemptsByLabel.get('flaky-1')).toBe(2);
  });
});
