import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { sessionCookieName } from '#server/auth/cookie.ts';
import { createSession } from '#server/auth/sessions.ts';
import { findFreePort } from '#server/db/free-port.ts';
import { parseEnv } from '#server/env.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { insertUser } from '../../tests/fixtures/users.ts';
import { ticketDetails } from '../../tests/fixtures/tickets.ts';
import { benchDatabase } from './bench-database.ts';
import { memoryOf } from './cpu.ts';
import { WARM_UP_SECONDS } from './load.ts';
import type { ReadRequest, TargetResult } from './read-clients.ts';
import {
  benchServerEnv,
  repository,
  runChild,
  startServerProcess,
  stopServerProcess,
} from './processes.ts';
import { newReport, recordReport, type BenchCase } from './report.ts';

/**
 * `npm run bench:reads` (docs/speed.md): the lists people open most, through the API as the
 * browser's client asks for them (tRPC GET, a batch of one, session cookie) and through a bare
 * Fastify route running the same SQL (./bare-server.ts), taking turns in half-second slices at 64
 * connections, with the ratio. The bare route does not compress, so the two are compared on
 * uncompressed answers; then the API alone as a browser asks, accepting brotli (ADR 0024). The
 * data: 200 customers with 5 open requests each (1,000 in the pool) and 50 developers.
 * Bars: the API at ≥ 0.7× the bare route's throughput, p99 under 50 ms.
 */
const CONNECTIONS = 64;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The API and the bare route take turns in slices this long (./read-clients.ts). */
const SLICE_MS = 500;
const CUSTOMERS = 200;
const PER_CUSTOMER = 5;
const DEVELOPERS = 50;
/** What Chromium sends with every request. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd';

const { root, databaseUrl, db, stop } = await benchDatabase('reads');
let api: ChildProcess | undefined;
let bare: ChildProcess | undefined;

try {
  const customers = await Promise.all(
    Array.from({ length: CUSTOMERS }, () => insertUser(db, 'customer')),
  );
  for (const customer of customers) {
    await Promise.all(
      Array.from({ length: PER_CUSTOMER }, () =>
        executeTicketCommand(db, {
          ticketId: crypto.randomUUID(),
          command: { type: 'CreateTicket', details: ticketDetails({ categories: ['web'] }) },
          actor: customer,
        }),
      ),
    );
  }
  const developers = await Promise.all(
    Array.from({ length: DEVELOPERS }, () => insertUser(db, 'developer', ['web'])),
  );
  const tokenOf = async (user: { id: string }) => (await createSession(db, user.id)).token;

  const [apiPort, barePort] = [await findFreePort(), await findFreePort()];
  const serverEnv = benchServerEnv(apiPort, path.join(root, 'data'), databaseUrl);
  const cookie = sessionCookieName(parseEnv(serverEnv));
  const apiAddress = `http://127.0.0.1:${apiPort}`;
  const bareAddress = `http://127.0.0.1:${barePort}`;
  [api, bare] = await Promise.all([
    startServerProcess('server/index.ts', serverEnv, apiAddress),
    startServerProcess(
      'scripts/bench/bare-server.ts',
      { PORT: String(barePort), DATABASE_URL: databaseUrl },
      bareAddress,
    ),
  ]);

  const started = new Map(
    [api, bare].map((server) => [server, memoryOf(server.pid!)?.nowMiB ?? 0]),
  );

  // As the browser's batch link asks: a batch of one.
  const trpcUrl = (procedure: string, input: object) =>
    `${apiAddress}/api/trpc/tickets.${procedure}?batch=1&input=${encodeURIComponent(JSON.stringify({ 0: { json: input } }))}`;
  /** The API's requests as read by `people`, uncompressed and as a browser asks. */
  const apiRequests = async (people: Array<{ id: string }>, url: string) => {
    const api = await Promise.all(
      people.map(async (person) => ({
        url,
        headers: { cookie: `${cookie}=${await tokenOf(person)}` },
      })),
    );
    const browser = api.map((request) => ({
      ...request,
      headers: { ...request.headers, 'accept-encoding': BROWSER_ENCODINGS },
    }));
    return { api, browser };
  };
  const lists = {
    "customer's open requests": {
      ...(await apiRequests(customers.slice(0, CONNECTIONS), trpcUrl('mine', { which: 'open' }))),
      bare: customers
        .slice(0, CONNECTIONS)
        .map((customer) => ({ url: `${bareAddress}/bare/mine?customer=${customer.id}` })),
    },
    "developer's Available list, first page": {
      ...(await apiRequests(developers, trpcUrl('available', {}))),
      bare: developers.map((developer) => ({
        url: `${bareAddress}/bare/available?developer=${developer.id}&categories=web`,
      })),
    },
  };

  console.log(
    `Reads at ${CONNECTIONS} connections, ${SECONDS} s each in turns of ${SLICE_MS} ms after a ${WARM_UP_SECONDS} s warm-up ` +
      `(${CUSTOMERS * PER_CUSTOMER} open requests, ${DEVELOPERS} developers); ` +
      `then the API alone as a browser asks (Accept-Encoding: ${BROWSER_ENCODINGS}):`,
  );
  /** Runs the targets in turns, each answered by a server of its own (its CPU is the target's). */
  const measure = <Name extends string>(
    targets: Record<Name, { requests: ReadRequest[]; server: ChildProcess }>,
  ) => {
    const entries = Object.entries<{ requests: ReadRequest[]; server: ChildProcess }>(targets);
    return runChild<Record<Name, TargetResult>>('read-clients.ts', {
      connections: CONNECTIONS,
      seconds: SECONDS,
      sliceMs: SLICE_MS,
      targets: Object.fromEntries(entries.map(([name, { requests }]) => [name, requests])),
      serverPids: Object.fromEntries(entries.map(([name, { server }]) => [name, server.pid!])),
    });
  };
  let met = true;
  const cases: Record<string, BenchCase> = {};
  const asCase = ({ perSecond, p50, p99, errors }: TargetResult) => ({
    perSecond,
    p50,
    p99,
    errors,
  });
  const line = (label: string, result: TargetResult) =>
    `  ${label.padEnd(17)} ${result.perSecond.toFixed(0).padStart(6)} req/s   ` +
    `p50 ${result.p50.toFixed(1)} ms   p99 ${result.p99.toFixed(1)} ms   ` +
    `server ${result.cpuMs.toFixed(3)} ms CPU per request   ` +
    `${(result.meanBytes / 1024).toFixed(1)} KB per answer   errors ${result.errors}` +
    (result.firstError ? ` (first: ${result.firstError.slice(0, 160)})` : '');
  // BENCH_LISTS (diagnostic, e.g. for a CPU profile of one list): only the lists whose name has it.
  const only = process.env.BENCH_LISTS ?? '';
  for (const [name, requests] of Object.entries(lists).filter(([name]) => name.includes(only))) {
    const { api: viaApi, bare: viaBare } = await measure({
      api: { requests: requests.api, server: api },
      bare: { requests: requests.bare, server: bare },
    });
    // Alone: the bare route does not compress, and beside the uncompressed API in turns the two
    // would share one server's CPU.
    const { browser: viaBrowser } = await measure({
      browser: { requests: requests.browser, server: api },
    });
    const ratio = viaApi.perSecond / viaBare.perSecond;
    cases[`${name}: API`] = asCase(viaApi);
    cases[`${name}: bare`] = asCase(viaBare);
    cases[`${name}: API, compressed`] = asCase(viaBrowser);
    console.log(
      [
        `${name}:`,
        line('API (tRPC)', viaApi),
        line('bare route', viaBare),
        line('API, compressed', viaBrowser),
      ].join('\n'),
    );
    const caseMet = ratio >= 0.7 && viaApi.p99 < 50 && viaApi.errors === 0;
    met &&= caseMet;
    console.log(
      `  API / bare: ${ratio.toFixed(2)}×; bar (≥ 0.7×, p99 < 50 ms): ${caseMet ? 'met' : 'NOT met'}`,
    );
  }
  // A review found the API's memory doubling under read load (175 → 385 MiB) when whole lists
  // were answered; what each server holds after all the reads, and the most it held.
  for (const [label, server] of [
    ['API server', api],
    ['bare server', bare],
  ] as const) {
    const memory = memoryOf(server.pid!);
    if (memory) {
      console.log(
        `${label}: ${memory.nowMiB.toFixed(0)} MiB resident after the reads, ` +
          `${memory.peakMiB.toFixed(0)} MiB at most (started with ${started.get(server)!.toFixed(0)} MiB)`,
      );
    }
  }
  console.log(`Read bars: ${met ? 'met' : 'NOT met'} in this run.`);
  await recordReport(repository, newReport({ mix: 'reads', seconds: SECONDS, cases }, repository));
} finally {
  await Promise.all([stopServerProcess(api), stopServerProcess(bare)]);
  await stop();
}
