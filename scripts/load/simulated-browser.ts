import { createTRPCClient, httpLink } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
import { z } from 'zod';
import type { AppRouter } from '#server/trpc/router.ts';
import type { CallLog } from './call-log.ts';
import { classify, type Failure } from './failures.ts';
import { THINK_MS } from './load-config.ts';
import { between } from './request-content.ts';
import type { SimulatedPerson } from './users-protocol.ts';

type Outputs = inferRouterOutputs<AppRouter>;
export type Ticket = Outputs['tickets']['get'];
export type TicketStatus = Ticket['status'];
/** A request as lists, cards and command answers give it: their status is a plain string. */
interface Card {
  id: string;
  status: string;
  version: number;
}

/** The app's API as one browser calls it (see SimulatedBrowser). */
function apiClient(address: string, cookie: string) {
  return createTRPCClient<AppRouter>({
    links: [
      httpLink({
        url: `${address}/api/trpc`,
        transformer: superjson,
        headers: { origin: address, cookie },
      }),
    ],
  });
}
export type Api = ReturnType<typeof apiClient>;

/** Thrown by `think` once the run is over: the person stops mid-way, as a closed tab does. */
export class RunOver extends Error {}

/**
 * One signed-in browser tab: the app's API over HTTP with the session cookie and the page's
 * Origin (the server's CSRF check wants it on mutations), superjson as the app encodes it. One
 * operation per request (httpLink) rather than the app's batches, so that each operation has its
 * own latency. Keeps what the person last saw of their requests, as the screens they have open
 * would, and times and counts every call in the shared log.
 */
export class SimulatedBrowser {
  readonly api: Api;
  /** Requests this person is a party to, as last seen: what their next click is about. */
  readonly tickets = new Map<string, Card>();
  private readonly cookie: string;

  constructor(
    readonly person: SimulatedPerson,
    private readonly job: { address: string; cookieName: string },
    private readonly log: CallLog,
    private readonly runOver: () => boolean,
  ) {
    this.cookie = `${job.cookieName}=${person.token}`;
    this.api = apiClient(job.address, this.cookie);
  }

  /**
   * One call, timed and counted under `operation`; null when it failed (the failure is counted).
   * `expected`: codes beyond CONFLICT and TOO_MANY_REQUESTS this call may meet in normal traffic.
   */
  async call<T>(
    operation: string,
    run: (api: Api) => Promise<T>,
    expected: readonly string[] = [],
  ): Promise<T | null> {
    const started = performance.now();
    let failure: Failure | undefined;
    try {
      return await run(this.api);
    } catch (error) {
      failure = classify(error, expected);
      return null;
    } finally {
      this.log.record(operation, performance.now() - started, failure);
    }
  }

  /**
   * A file as the upload widget sends it: multipart, one file per POST. Its key, or null (the
   * failure counted under the same rules as the API's, by HTTP status).
   */
  async upload(name: string, content: string): Promise<string | null> {
    const started = performance.now();
    let failure: Failure | undefined;
    try {
      const form = new FormData();
      form.append('file', new Blob([content]), name);
      let response: Response;
      try {
        response = await fetch(`${this.job.address}/api/files/upload`, {
          method: 'POST',
          headers: { origin: this.job.address, cookie: this.cookie },
          body: form,
        });
      } catch (error) {
        failure = { kind: 'server', code: 'NO_ANSWER', message: String(error).slice(0, 300) };
        return null;
      }
      const text = await response.text();
      const answer = response.ok ? uploaded.safeParse(parseJson(text)) : null;
      if (answer?.success) return answer.data.fileKey;
      failure = {
        kind: response.status >= 500 ? 'server' : 'unexpected',
        code: response.ok ? 'UNEXPECTED_ANSWER' : `HTTP_${response.status}`,
        message: text.slice(0, 300),
      };
      return null;
    } finally {
      this.log.record('upload (POST /api/files/upload)', performance.now() - started, failure);
    }
  }

  /** A person's pause, reading or typing; ends the person's turn once the run is over. */
  async think(min: number = THINK_MS.min, max: number = THINK_MS.max): Promise<void> {
    if (this.runOver()) throw new RunOver();
    await new Promise((resolve) => setTimeout(resolve, between(min, max)));
    if (this.runOver()) throw new RunOver();
  }

  /** Remembers how a request stands, from a list, a card, a command's answer or the request. */
  see(card: Card): void {
    this.tickets.set(card.id, { id: card.id, status: card.status, version: card.version });
  }

  /** The requests last seen in one of `statuses`. */
  ticketsIn(...statuses: TicketStatus[]): Card[] {
    return [...this.tickets.values()].filter((card) =>
      statuses.some((status) => status === card.status),
    );
  }
}

/** The upload route's answer (server/files/upload-route.ts). */
const uploaded = z.object({ fileKey: z.string().min(1) });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
