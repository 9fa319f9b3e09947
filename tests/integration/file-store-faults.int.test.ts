import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_STORE_UNAVAILABLE } from '#server/files/store-faults.ts';
import type { RunningServer } from '#server/server.ts';
import { startFaultProxy, type FaultProxy } from '../fixtures/fault-proxy.ts';
import { signedInPerson, uploadFile } from '../fixtures/people.ts';
import { startS3Server } from '../fixtures/s3-server.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { createTestDatabase } from '../setup/test-database.ts';

// Every wait on the file store is bounded (docs/operations.md#faults): a store that stops
// answering fails the request with a "try again", and an upload whose body stops arriving is
// closed and leaves nothing behind.

const readiness = async (server: RunningServer) => {
  const response = await fetch(`${server.address}/readyz`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('an upload whose body stops arriving', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestServer({
      databaseUrl: database.url,
      env: { UPLOAD_QUIET_SECONDS: '1' },
    });
  });

  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('is closed, and its partial file removed', async () => {
    const customer = await signedInPerson(server, 'customer');
    const { port } = new URL(server.address);
    const socket = net.connect(Number(port), '127.0.0.1');
    await once(socket, 'connect');
    const closed = once(socket, 'close');
    const boundary = 'quiet-upload-boundary';
    const head =
      `--${boundary}\r\n` +
      'Content-Disposition: form-data; name="file"; filename="half.log"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\n';
    // Declares 4 MB, sends the first two and then nothing, without closing.
    socket.write(
      'POST /api/files/upload HTTP/1.1\r\n' +
        `Host: 127.0.0.1:${port}\r\n` +
        `Origin: ${server.address}\r\n` +
        `Cookie: unblock_session=${customer.token}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${4 * 1024 * 1024}\r\n\r\n` +
        head,
    );
    socket.write(Buffer.alloc(2 * 1024 * 1024, 'a'));
    socket.on('data', () => {});
    await closed;

    const files = path.join(server.env.dataDir, 'files');
    const written = () => readdir(files).catch((): string[] => []);
    await expect.poll(written).toEqual([]);
    // The server still takes uploads.
    const upload = await uploadFile(server, customer, 'whole.log', new Uint8Array([1, 2, 3]));
    expect(upload.status).toBe(200);
  });
});

describe('a file store that stops answering', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let proxy: FaultProxy;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    s3 = await startS3Server();
    proxy = await startFaultProxy(s3.env.S3_ENDPOINT);
    server = await startTestServer({
      databaseUrl: database.url,
      // A quiet bound far shorter than the store's: its timer must not count the time the
      // server waits on the store as the client's silence (the upload still gets its 503).
      env: { ...s3.env, S3_ENDPOINT: new URL(proxy.url).origin, UPLOAD_QUIET_SECONDS: '1' },
    });
  });

  afterAll(async () => {
    await proxy?.restore();
    await server?.stop();
    await proxy?.close();
    await s3?.stop();
    await database?.drop();
  });

  it('fails uploads with a "try again" and says so in readiness, then serves again', async () => {
    const customer = await signedInPerson(server, 'customer');
    const content = new Uint8Array(64 * 1024).fill(7);
    expect((await uploadFile(server, customer, 'before.log', content)).status).toBe(200);
    expect(await readiness(server)).toMatchObject({
      status: 200,
      body: { files: { status: 'ok' } },
    });

    // Frozen: connections open, nothing comes back. Only the store's bounds end the request.
    proxy.freeze();
    const frozen = await uploadFile(server, customer, 'frozen.log', content);
    expect(frozen.status).toBe(503);
    expect(await frozen.json()).toEqual({ error: FILE_STORE_UNAVAILABLE });
    expect(await readiness(server)).toMatchObject({
      status: 503,
      body: { status: 'unavailable', files: { status: 'unreachable' } },
    });

    await proxy.restore();
    await expect.poll(async () => (await readiness(server)).status).toBe(200);
    expect((await uploadFile(server, customer, 'after.log', content)).status).toBe(200);
  }, 60_000);
});
