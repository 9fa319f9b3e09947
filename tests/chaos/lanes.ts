import { randomUUID } from 'node:crypto';
import { TRPCClientError } from '@trpc/client';
import type { createBrowserClient } from '../fixtures/browser-client.ts';
import type { FailureTime } from './timings.ts';

type Api = ReturnType<typeof createBrowserClient>['client'];

/** What the load saw: every command the server acknowledged, and every failure by kind. */
export interface LaneRecord {
  /** (ticket, version) of each acknowledged command: each must be in the event log. */
  acknowledged: Array<{ ticketId: string; version: number }>;
  /** Failures a client may meet while parts are down (503, refused connection): retried. */
  transient: number;
  /** Each such failure (of the lanes and the uploads): when it was sent, how long it took. */
  failureTimes: FailureTime[];
  /** Answers that are the server's fault (500): none is acceptable. */
  serverErrors: string[];
  /** Retried commands whose earlier try had committed (the answer was lost): not duplicated. */
  recovered: number;
  /** Live subscriptions the server ended with an error (a screen left stale). */
  feedErrors: string[];
  /** Instances killed outright during the load: each may resend the mail it was sending. */
  killsDuringLoad: number;
}

export interface Lane {
  /** The first made the watched request, and is the one who edits it. */
  customers: Api[];
  developer: Api;
  /** A request of the lane's that only its customer edits, watched live on another instance. */
  watched: string;
}

const details = (text: string) => ({
  description: text,
  categories: ['web' as const],
  budget: '$50',
});
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function kindOf(error: unknown): 'transient' | 'conflict' | 'server' | 'other' {
  if (!(error instanceof TRPCClientError)) return 'transient';
  const code = (error.data as { code?: string } | undefined)?.code;
  if (code === undefined || code === 'SERVICE_UNAVAILABLE') return 'transient';
  if (code === 'CONFLICT') return 'conflict';
  if (code === 'INTERNAL_SERVER_ERROR') return 'server';
  return 'other';
}

/**
 * A command tried until the server answers it, as a patient person would: through outages it
 * fails fast and is tried again; a retry that meets CONFLICT because its earlier try did commit
 * is recognised by the ticket's version and counted as recovered, not applied twice.
 */
async function command(
  record: LaneRecord,
  api: Api,
  ticketId: string,
  expectedVersion: number,
  run: () => Promise<{ version: number }>,
  until: () => boolean,
): Promise<number | null> {
  let tried = false;
  while (!until()) {
    const sentAt = performance.now();
    try {
      const { version } = await run();
      record.acknowledged.push({ ticketId, version });
      return version;
    } catch (error) {
      const kind = kindOf(error);
      if (kind === 'server') record.serverErrors.push(String(error));
      if (kind === 'conflict' && tried) {
        const ticket = await api.tickets.get.query({ ticketId }).catch(() => null);
        if (ticket && ticket.version === expectedVersion + 1) {
          record.recovered++;
          return ticket.version;
        }
      }
      if (kind === 'conflict' || kind === 'other') return null;
      record.transient++;
      if (kind === 'transient') {
        record.failureTimes.push({ sentAt, ms: performance.now() - sentAt, what: 'command' });
      }
      tried = true;
      await pause(250);
    }
  }
  return null;
}

/**
 * One lane of the load until `until()`: its customer edits the watched request, creates a request
 * (with a request key, so a retry cannot make two), edits it, and the developer grabs it, plans a
 * milestone and submits the plan, which the customer approves (opening its checkout). Customers
 * take turns, to stay under the limit of new requests an hour.
 */
export async function runLane(lane: Lane, record: LaneRecord, until: () => boolean) {
  let watchedVersion = (await lane.developer.tickets.get.query({ ticketId: lane.watched })).version;
  for (let turn = 0; !until(); turn++) {
    const customer = lane.customers[turn % lane.customers.length]!;
    const owner = lane.customers[0]!;
    const watched = lane.watched;
    const edited = await command(
      record,
      owner,
      watched,
      watchedVersion,
      () =>
        owner.tickets.editTicket.mutate({
          ticketId: watched,
          expectedVersion: watchedVersion,
          details: details(`Watched, turn ${turn}`),
        }),
      until,
    );
    watchedVersion =
      edited ??
      (await owner.tickets.get.query({ ticketId: watched }).catch(() => null))?.version ??
      watchedVersion;

    const requestKey = randomUUID();
    let ticketId: string | null = null;
    while (!ticketId && !until()) {
      const sentAt = performance.now();
      try {
        const made = await customer.tickets.createTicket.mutate({
          details: details(`Turn ${turn}`),
          requestKey,
        });
        record.acknowledged.push({ ticketId: made.id, version: made.version });
        ticketId = made.id;
      } catch (error) {
        if (kindOf(error) === 'server') record.serverErrors.push(String(error));
        if (kindOf(error) !== 'transient' && kindOf(error) !== 'server') break;
        record.transient++;
        if (kindOf(error) === 'transient') {
          record.failureTimes.push({ sentAt, ms: performance.now() - sentAt, what: 'create' });
        }
        await pause(250);
      }
    }
    if (!ticketId) continue;
    const id = ticketId;
    let version: number | null = 1;
    const steps: Array<[Api, (expectedVersion: number) => Promise<{ version: number }>]> = [
      [
        customer,
        (v) =>
          customer.tickets.editTicket.mutate({
            ticketId: id,
            expectedVersion: v,
            details: details(`Turn ${turn}, edited`),
          }),
      ],
      [
        lane.developer,
        (v) => lane.developer.tickets.grabTicket.mutate({ ticketId: id, expectedVersion: v }),
      ],
      [
        lane.developer,
        (v) =>
          lane.developer.tickets.addMilestone.mutate({
            ticketId: id,
            expectedVersion: v,
            milestone: {
              title: 'Fix',
              description: 'The fix',
              estimatedMinutes: 60,
              hourlyRateCents: 5000,
            },
          }),
      ],
      [
        lane.developer,
        (v) => lane.developer.tickets.submitPlan.mutate({ ticketId: id, expectedVersion: v }),
      ],
      [customer, (v) => customer.tickets.approvePlan.mutate({ ticketId: id, expectedVersion: v })],
    ];
    for (const [api, step] of steps) {
      if (version === null || until()) break;
      const expected: number = version;
      version = await command(record, api, id, expected, () => step(expected), until);
      await pause(50);
    }
  }
}
