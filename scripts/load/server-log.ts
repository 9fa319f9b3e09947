import readline from 'node:readline';
import type { Readable } from 'node:stream';
import { z } from 'zod';

/** Lines kept word for word; the rest are counted. */
const KEPT = 10;

/** A pino line as far as this needs it (server/logger.ts: JSON, level 40 warn, 50 error, 60 fatal). */
const logLine = z.looseObject({
  level: z.number(),
  msg: z.string().optional(),
  reqId: z.string().optional(),
  err: z.looseObject({ type: z.string().optional(), message: z.string().optional() }).optional(),
});

/**
 * Reads the server's log (its stdout: JSON lines at LOG_LEVEL=warn, and the start banner) for the
 * whole run: errors are what the server itself noticed going wrong, whether or not a client
 * was told, so they are reported beside the clients' count and fail the run too.
 */
export function watchServerLog(stdout: Readable) {
  const counts = { warnings: 0, errors: 0 };
  const samples = { errors: [] as string[], warnings: [] as string[] };
  const lines = readline.createInterface({ input: stdout });
  const closed = new Promise<void>((resolve) => lines.once('close', resolve));
  lines.on('line', (line) => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return; // The banner and other plain lines.
    }
    const parsed = logLine.safeParse(json);
    if (!parsed.success || parsed.data.level < 40) return;
    const { level, msg, err, reqId } = parsed.data;
    const kind = level >= 50 ? 'errors' : 'warnings';
    counts[kind]++;
    if (samples[kind].length < KEPT) {
      const error = err && `${err.type ?? 'Error'}: ${err.message ?? ''}`;
      const what = [msg, error, reqId && `(request ${reqId})`].filter(Boolean).join(' ');
      samples[kind].push(what.slice(0, 400));
    }
  });
  /** `closed`: the server has exited and every line is counted. */
  return { counts, samples, closed };
}
