import { TRPCClientError } from '@trpc/client';
import { z } from 'zod';

/**
 * How a call that did not succeed is counted. `refused`: the server said no as it should under
 * load (someone else was first, a rate limit); `unexpected`: any other 4xx, which means the
 * simulated browser asked for something a real one would not; `server`: the server failed (5xx,
 * INTERNAL_SERVER_ERROR, SERVICE_UNAVAILABLE, a dropped connection). Only `server` fails the run.
 */
export interface Failure {
  kind: 'refused' | 'unexpected' | 'server';
  code: string;
  message: string;
  requestId?: string;
}

/** An answer the simulated browser cannot go on from (e.g. a payment not marked paid). */
export class UnexpectedAnswer extends Error {}

/** Refusals a busy marketplace gives whatever the call: a lost race, a rate limit. */
const ALWAYS_EXPECTED = ['CONFLICT', 'TOO_MANY_REQUESTS'];

/** The server's error shape (server/trpc/init.ts errorFormatter), as far as counting needs it. */
const errorData = z.object({
  code: z.string(),
  httpStatus: z.number().int(),
  requestId: z.string().optional(),
});

/**
 * `expected`: codes this call may meet in normal traffic besides ALWAYS_EXPECTED, e.g. NOT_FOUND
 * for a request someone else took between the list and the click.
 */
export function classify(error: unknown, expected: readonly string[] = []): Failure {
  if (error instanceof UnexpectedAnswer) {
    return { kind: 'unexpected', code: 'UNEXPECTED_ANSWER', message: error.message };
  }
  if (!(error instanceof TRPCClientError)) {
    // Thrown by the simulation itself (an answer it did not expect): a bug to fix here.
    return { kind: 'unexpected', code: 'SIMULATION', message: String(error) };
  }
  const message = error.message.slice(0, 300);
  const data = errorData.safeParse(error.data);
  if (!data.success) {
    // No tRPC error body: the connection failed, or something before tRPC answered.
    const status = statusOf(error);
    const code = status === undefined ? 'NO_ANSWER' : `HTTP_${status}`;
    const kind = status === undefined || status >= 500 ? 'server' : 'unexpected';
    return { kind, code, message: describe(error) };
  }
  const { code, httpStatus, requestId } = data.data;
  const kind =
    httpStatus >= 500
      ? 'server'
      : ALWAYS_EXPECTED.includes(code) || expected.includes(code)
        ? 'refused'
        : 'unexpected';
  return { kind, code, message, requestId };
}

/** The HTTP status the link saw (TRPCClientError.meta.response), when an answer came. */
const answered = z.object({ response: z.object({ status: z.number().int() }) });

function statusOf(error: { meta?: unknown }): number | undefined {
  const meta = answered.safeParse(error.meta);
  return meta.success ? meta.data.response.status : undefined;
}

/** The message with its causes (fetch's "fetch failed" says nothing without them). */
function describe(error: Error): string {
  const messages: string[] = [];
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (!messages.includes(cause.message)) messages.push(cause.message);
  }
  return messages.join(': ').slice(0, 300);
}
