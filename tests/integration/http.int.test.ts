import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { rawGet } from '../fixtures/raw-get.ts';
import { productionEnv, useTestServer, withTestApp } from '../fixtures/test-server.ts';

const json = { 'content-type': 'application/json' };

const withoutReferences = (body: Buffer) =>
  body.toString('utf8').replaceAll(/"requestId":"[0-9a-f-]{36}"/g, '"requestId":"…"');

const trpcBody = (input: unknown) => JSON.stringify({ json: input });

describe('HTTP surface', () => {
  const { server, admin } = useTestServer();

  it('answers /healthz (alive) and /readyz (database, live bus and worker ready)', async () => {
    const alive = await fetch(`${server.address}/healthz`);
    expect(alive.status).toBe(200);
    expect(await alive.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${server.address}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ok',
      database: { status: 'ok' },
      live: { status: 'ok' },
      worker: { status: 'ok' },
    });
  });

  it('answers a tRPC call whole, with a Content-Length, in one piece (not chunked)', async () => {
    for (const call of [
      fetch(`${server.address}/api/trpc/auth.me`),
      fetch(`${server.address}/api/trpc/auth.me,auth.me?batch=1&input={}`),
      fetch(`${server.address}/api/trpc/waitlist.joinCustomers`, {
        method: 'POST',
        headers: json,
        body: trpcBody({ name: '', email: 'not an email' }),
      }),
    ]) {
      const response = await call;
      const body = await response.text();
      expect(response.headers.get('transfer-encoding')).toBeNull();
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(Number(response.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    }
  });

  it('streams a batch as JSON lines when the client asks for it', async () => {
    const response = await fetch(`${server.address}/api/trpc/auth.me,auth.me?batch=1&input={}`, {
      headers: { 'trpc-accept': 'application/jsonl' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    const lines = (await response.text()).trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
  });

  it('adds a person to the customer waitlist once, however often they join', async () => {
    for (const email of ['ann@example.com', '  ANN@example.com ']) {
      const response = await fetch(`${server.address}/api/trpc/waitlist.joinCustomers`, {
        method: 'POST',
        headers: json,
        body: trpcBody({ name: 'Ann', email }),
      });
      expect(response.status).toBe(200);
    }
    const rows = await admin`select kind, name, email from waitlist_signups`;
    expect(rows).toEqual([{ kind: 'customer', name: 'Ann', email: 'ann@example.com' }]);
  });

  it("rejects bad waitlist input with the product's messages and saves nothing", async () => {
    const response = await fetch(`${server.address}/api/trpc/waitlist.joinDevelopers`, {
      method: 'POST',
      headers: json,
      body: trpcBody({ name: ' ', email: '', specialty: 'cobol' }),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { json: { message: string; data: { fieldErrors: Record<string, string[]> } } };
    };
    expect(body.error.json.data.fieldErrors).toMatchObject({
      name: ['Name is required'],
      email: ['Email is required'],
      specialty: ['Specialty is required'],
    });
    expect(body.error.json.message).toContain('Name is required');
    const [row] =
      await admin`select count(*)::int as n from waitlist_signups where kind = 'developer'`;
    expect(row?.n).toBe(0);
  });

  it('refuses a state-changing request from a foreign origin before it runs', async () => {
    const response = await fetch(`${server.address}/api/trpc/waitlist.joinCustomers`, {
      method: 'POST',
      headers: { ...json, origin: 'https://evil.example' },
      body: trpcBody({ name: 'Eve', email: 'eve@example.com' }),
    });
    expect(response.status).toBe(403);
    const crossSite = await fetch(`${server.address}/api/trpc/waitlist.joinCustomers`, {
      method: 'POST',
      headers: { ...json, 'sec-fetch-site': 'cross-site' },
      body: trpcBody({ name: 'Eve', email: 'eve@example.com' }),
    });
    expect(crossSite.status).toBe(403);
    const [row] = await admin`select count(*)::int as n from waitlist_signups where name = 'Eve'`;
    expect(row?.n).toBe(0);
  });

  it('accepts the same request from its own origin', async () => {
    const response = await fetch(`${server.address}/api/trpc/waitlist.joinCustomers`, {
      method: 'POST',
      headers: { ...json, origin: server.address.replace('127.0.0.1', 'localhost') },
      body: trpcBody({ name: 'Bob', email: 'bob@example.com' }),
    });
    expect(response.status).toBe(200);
  });

  it('refuses form-encoded tRPC posts, which a cross-site HTML form could send', async () => {
    const form = new FormData();
    form.set('name', 'Mallory');
    const response = await fetch(`${server.address}/api/trpc/waitlist.joinCustomers`, {
      method: 'POST',
      body: form,
    });
    expect(response.status).toBe(415);
  });

  it('refuses a WebSocket upgrade from a foreign origin and accepts its own', async () => {
    const wsUrl = `${server.address.replace('http', 'ws')}/api/trpc`;
    const outcome = (origin: string) =>
      new Promise<string>((resolve) => {
        const socket = new WebSocket(wsUrl, { origin });
        socket.on('open', () => {
          socket.close();
          resolve('open');
        });
        socket.on('unexpected-response', (_request, response) =>
          resolve(String(response.statusCode)),
        );
        socket.on('error', () => resolve('error'));
      });
    expect(await outcome('https://evil.example')).toBe('403');
    expect(await outcome(server.address)).toBe('open');
  });

  it('refuses batches larger than the limit', async () => {
    const paths = Array.from({ length: 21 }, () => 'waitlist.joinCustomers').join(',');
    const input = Object.fromEntries(
      Array.from({ length: 21 }, (_, i) => [
        i,
        { json: { name: 'X', email: `x${i}@example.com` } },
      ]),
    );
    const response = await fetch(`${server.address}/api/trpc/${paths}?batch=1`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(input),
    });
    expect(response.status).toBe(400);
    const [row] = await admin`select count(*)::int as n from waitlist_signups where name = 'X'`;
    expect(row?.n).toBe(0);
  });

  it('refuses bodies over 1 MiB', async () => {
    const response = await fetch(`${server.address}/api/trpc/waitlist.joinCustomers`, {
      method: 'POST',
      headers: json,
      body: trpcBody({ name: 'x'.repeat(1024 * 1024), email: 'big@example.com' }),
    });
    expect(response.status).toBe(413);
  });

  it('compresses an API answer over 1 KB for a client that accepts brotli or gzip', async () => {
    // Twenty unknown procedures with long names in a batch: an answer over 8 KB, signed out.
    const paths = Array.from({ length: 20 }, (_, index) => `nowhere${index}`.padEnd(120, '-'));
    const url = `${server.address}/api/trpc/${paths.join(',')}?batch=1&input={}`;
    const plain = await rawGet(url, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(8 * 1024);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const answer = await rawGet(url, { 'accept-encoding': encoding });
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
      // Compressed in one call (ADR 0024), so sent whole with its length, not as a chunked stream.
      expect(answer.headers['transfer-encoding']).toBeUndefined();
      expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
      // The same answer but for the request's own reference.
      expect(withoutReferences(decode(answer.body))).toEqual(withoutReferences(plain.body));
    }
  });

  it('answers unknown API paths with JSON 404 rather than the app page', async () => {
    const response = await fetch(`${server.address}/api/nope`, {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(404);
  });
});

describe('the built SPA', () => {
  it('serves index.html for any page path (history fallback) and assets with long caching', async () => {
    const clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-spa-'));
    await fs.mkdir(path.join(clientDir, 'assets'));
    await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Unblock</title>');
    await fs.writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    try {
      await withTestApp(
        {
          env: { NODE_ENV: 'test', SANDBOX_PAYMENTS_SECRET: 'spa-test-sandbox-secret' },
          clientDir,
        },
        async (app) => {
          const page = await app.inject({
            url: '/discussions/42',
            headers: { accept: 'text/html' },
          });
          expect(page.statusCode).toBe(200);
          expect(page.body).toContain('<title>Unblock</title>');
          expect(page.headers['cache-control']).toBe('no-cache');
          expect(page.headers['content-security-policy']).toContain("script-src 'self'");
          expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
          expect(page.headers['x-content-type-options']).toBe('nosniff');

          const root = await app.inject({ url: '/' });
          expect(root.statusCode).toBe(200);
          expect(root.body).toContain('<title>Unblock</title>');

          const missing = await app.inject({ url: '/assets/app-gone.js' });
          expect(missing.statusCode).toBe(404);

          const asset = await app.inject({ url: '/assets/app-abc123.js' });
          expect(asset.statusCode).toBe(200);
          expect(asset.headers['cache-control']).toContain('immutable');
        },
      );
    } finally {
      await fs.rm(clientDir, { recursive: true, force: true });
    }
  });
});

describe('errors in production', () => {
  const { server } = useTestServer({ env: productionEnv });

  it('never sends a stack trace', async () => {
    const response = await fetch(`${server.address}/api/trpc/waitlist.joinCustomers`, {
      method: 'POST',
      headers: json,
      body: trpcBody({ name: '', email: 'nope' }),
    });
    const text = await response.text();
    expect(response.status).toBe(400);
    expect(text).not.toContain('stack');
    expect(text).not.toContain('node_modules');
  });
});
