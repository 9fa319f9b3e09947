import WebSocket from 'ws';

export interface HeapSample {
  /** V8's heap in use after a full collection: what the server still holds, garbage excluded. */
  heapUsedMb: number;
  /** The process's resident set right after that collection. */
  rssMb: number;
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/**
 * What the server holds, measured through its inspector (started with `--inspect=host:port`, as
 * the load runs it): a full garbage collection, then `process.memoryUsage()`. RSS alone cannot
 * tell a leak from garbage not yet collected, and V8 keeps the pages it grew into, idle or not.
 */
export async function heapAfterCollection(inspectorPort: number): Promise<HeapSample> {
  const targets = (await (
    await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)
  ).json()) as Array<{ webSocketDebuggerUrl: string }>;
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${inspectorPort}`);
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  try {
    let nextId = 0;
    const call = (method: string, params: object = {}) =>
      new Promise<unknown>((resolve, reject) => {
        const id = ++nextId;
        // Text frames from the inspector, one message each: ws hands them over as a Buffer.
        const onMessage = (data: Buffer) => {
          const reply = JSON.parse(String(data)) as {
            id?: number;
            result?: unknown;
            error?: unknown;
          };
          if (reply.id !== id) return;
          socket.off('message', onMessage);
          if (reply.error) reject(new Error(JSON.stringify(reply.error)));
          else resolve(reply.result);
        };
        socket.on('message', onMessage);
        socket.send(JSON.stringify({ id, method, params }));
      });
    await call('HeapProfiler.collectGarbage');
    const evaluated = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result: { value: string } };
    const usage = JSON.parse(evaluated.result.value) as { heapUsed: number; rss: number };
    return { heapUsedMb: megabytes(usage.heapUsed), rssMb: megabytes(usage.rss) };
  } finally {
    socket.close();
  }
}
