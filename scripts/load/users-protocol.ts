import { z } from 'zod';

/**
 * What the orchestrator (./load.ts) and the simulated users' process (./users-process.ts) say to
 * each other: the job as one JSON line on the users' stdin, then JSON lines back on their stdout
 * as the run goes (warm-up over, progress, done, the result). Both sides parse with these.
 */
export const simulatedPerson = z.object({
  role: z.enum(['customer', 'developer']),
  token: z.string().min(1),
  /** Holds a WebSocket on their lists for the whole run, as an open dashboard tab does. */
  live: z.boolean(),
  /** The instance this person's browser talks to (LOAD_INSTANCES); by default the job's. */
  address: z.url().optional(),
});
export type SimulatedPerson = z.infer<typeof simulatedPerson>;

/** How long before the warm-up ends the users say `settling`. */
export const SETTLE_SECONDS = 5;

export const usersJob = z.object({
  address: z.url(),
  cookieName: z.string().min(1),
  people: z.array(simulatedPerson).min(1),
  rampSeconds: z.number().nonnegative(),
  warmUpSeconds: z.number().nonnegative(),
  seconds: z.number().positive(),
  progressEverySeconds: z.number().positive(),
});
export type UsersJob = z.infer<typeof usersJob>;

/** One kind of call: how many, how long (ms, after the warm-up), and how they ended. */
export const operationStats = z.object({
  /** Over the whole run, warm-up included, as are the outcomes below. */
  calls: z.number().int(),
  /** After the warm-up: the calls the latencies are of. */
  measured: z.number().int(),
  p50: z.number(),
  p99: z.number(),
  max: z.number(),
  /** Expected refusals: CONFLICT (someone was first), TOO_MANY_REQUESTS, a race's NOT_FOUND. */
  refused: z.number().int(),
  /** Other 4xx: the simulated browser asked for something wrong. */
  unexpected: z.number().int(),
  /** 5xx, INTERNAL_SERVER_ERROR, SERVICE_UNAVAILABLE, a failed connection. */
  serverErrors: z.number().int(),
});
export type OperationStats = z.infer<typeof operationStats>;

export const failureSample = z.object({
  operation: z.string(),
  kind: z.enum(['unexpected', 'server']),
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
});
export type FailureSample = z.infer<typeof failureSample>;

export const usersResult = z.object({
  operations: z.record(z.string(), operationStats),
  total: operationStats,
  /** Every refusal by its code, over all operations. */
  refusedBy: z.record(z.string(), z.number().int()),
  failures: z.array(failureSample),
  sockets: z.object({
    held: z.number().int(),
    signals: z.number().int(),
    inboxSignals: z.number().int(),
  }),
  /** How late the users' own event loop ran timers (p99, ms): a check on the generator itself. */
  generatorDelayP99Ms: z.number(),
  /** CPU seconds the users' process used after the warm-up: it shares the machine's cores. */
  generatorCpuSeconds: z.number(),
});
export type UsersResult = z.infer<typeof usersResult>;

export const usersMessage = z.discriminatedUnion('type', [
  /** The warm-up is about to end: the server's heap is measured now, outside the measured time. */
  z.object({ type: z.literal('settling') }),
  z.object({ type: z.literal('measuring') }),
  z.object({
    type: z.literal('progress'),
    calls: z.number().int(),
    serverErrors: z.number().int(),
  }),
  z.object({ type: z.literal('done') }),
  z.object({ type: z.literal('result'), result: usersResult }),
]);
export type UsersMessage = z.infer<typeof usersMessage>;
