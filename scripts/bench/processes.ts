import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from '../bundle-server.mjs';
import { SERVER_NODE_FLAGS } from '../server-node-flags.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const repository = path.resolve(here, '../..');

/**
 * The environment a bench runs the real server with: NODE_ENV=test rather than production only
 * because approving a plan opens a checkout and production refuses the built-in sandbox provider
 * (a bench must not call Stripe); per-request access logs off, warnings and errors still shown.
 */
export function benchServerEnv(port: number, dataDir: string, databaseUrl: string) {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'false',
    SANDBOX_PAYMENTS_SECRET: randomBytes(24).toString('hex'),
    // BENCH_REDIS_URL=redis://…: the live bus on that Redis instead of NOTIFY, to compare the two
    // (docs/decisions/0036-live-bus-on-a-broker.md).
    ...(process.env.BENCH_REDIS_URL
      ? { LIVE_BUS: 'redis', REDIS_URL: process.env.BENCH_REDIS_URL }
      : {}),
  };
}

const bundles = new Map<string, Promise<string>>();

/**
 * The entry bundled as `npm start` bundles the server (scripts/bundle-server.mjs: our code in one
 * file, node_modules imported), into dist/bench, once per bench run: a bench measures what ships,
 * not the sources run through tsx, whose loader and kept function names cost CPU on every call.
 */
function bundled(entry: string): Promise<string> {
  let bundle = bundles.get(entry);
  if (!bundle) {
    const name = entry.replaceAll(/[^a-z0-9]+/gi, '-').replace(/-ts$/, '');
    const outdir = path.join(repository, 'dist', 'bench');
    bundle = bundleServer(repository, outdir, { [name]: entry }).then(() =>
      path.join(outdir, `${name}.mjs`),
    );
    bundles.set(entry, bundle);
  }
  return bundle;
}

/**
 * Starts a server entry (`server/index.ts`, or a bench's own) in its own process with `env`, run
 * as `npm start` runs the server (bundled, its Node flags, source maps on), and resolves once
 * `healthPath` answers. BENCH_SERVER_NODE_ARGS (diagnostic) adds Node flags after those, e.g.
 * "--cpu-prof", or "--no-single-threaded-gc" to compare. The server
 * logs (pino) to stdout, which is dropped unless `stdout: 'pipe'`: then the caller reads
 * `child.stdout`, and must, or the server blocks once the pipe is full.
 */
export async function startServerProcess(
  entry: string,
  env: Record<string, string>,
  address: string,
  healthPath = '/healthz',
  options: { stdout?: 'ignore' | 'pipe'; nodeArgs?: string[] } = {},
): Promise<ChildProcess> {
  const nodeArgs = [
    ...SERVER_NODE_FLAGS,
    ...(options.nodeArgs ?? []),
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
  ];
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--enable-source-maps', await bundled(entry)],
    {
      cwd: repository,
      env: { ...process.env, ...env },
      stdio: ['ignore', options.stdout ?? 'ignore', 'inherit'],
    },
  );
  const url = `${address}${healthPath}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return child;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      throw new Error(`${entry} did not become healthy at ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Stops a server process (SIGTERM, its orderly shutdown) and waits for it to exit. */
export async function stopServerProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Runs a load generator of this folder in its own process: its job on stdin, JSON back. */
export async function runChild<Result>(script: string, job: object): Promise<Result> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CLIENT_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
      path.join(here, script),
    ],
    {
      cwd: repository,
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  child.stdin.end(JSON.stringify(job));
  let output = '';
  for await (const chunk of child.stdout) output += String(chunk);
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0) throw new Error(`${script} exited with ${String(code)}`);
  return JSON.parse(output) as Result;
}

/** A job's JSON from stdin (the load generators' side of runChild). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
