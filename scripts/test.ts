import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  E2E_SERVER_START_MS,
  E2E_WORKERS,
  e2eServer,
  e2eServerStart,
} from '../tests/e2e/e2e-server.ts';
import { countResults, failedTests, type TierResult } from './test-summary.ts';

/**
 * `npm test`: every tier in turn (static checks, unit + integration, end-to-end), continuing past
 * a failing tier so one run shows everything, then one last line `N passed, N failed` that CI reads.
 */
const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

interface Tier {
  name: string;
  steps: Array<[command: string, ...args: string[]]>;
  /** The tier's machine-readable report; without one, the tier counts as one check. */
  report?: { file: string; kind: 'vitest' | 'playwright' };
}

const tiers: Tier[] = [
  {
    name: 'static checks (types, lint, format, unused code)',
    steps: [['npm', 'run', '--silent', 'check']],
  },
  {
    name: 'unit and integration',
    steps: [
      [
        bin('vitest'),
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${path.join(reports, 'vitest.json')}`,
      ],
    ],
    report: { file: path.join(reports, 'vitest.json'), kind: 'vitest' },
  },
  {
    name: 'web build (what the end-to-end tier tests)',
    steps: [['node', '--import', 'tsx', 'scripts/build-web.ts']],
  },
  {
    name: 'end-to-end (Chromium)',
    steps: [[bin('playwright'), 'test']],
    report: { file: path.join(reports, 'playwright.json'), kind: 'playwright' },
  },
];

/** Runs a step, its output to the terminal, or into `buffer` when given (printed later). */
function run([command, ...args]: [string, ...string[]], buffer?: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk: Buffer) => buffer?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => buffer?.push(chunk));
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function runTier(tier: Tier, buffer?: Buffer[]): Promise<TierResult> {
  const startedAt = performance.now();
  let exitCode = 0;
  for (const step of tier.steps) {
    exitCode = await run(step, buffer);
    if (exitCode !== 0) break;
  }
  const seconds = (performance.now() - startedAt) / 1000;
  return {
    name: tier.name,
    seconds,
    exitCode,
    ...countResults(tier.report, exitCode),
    failures: failedTests(tier.report, root),
  };
}

/**
 * The end-to-end tier's servers, started as soon as the web build is done, while the unit and
 * integration tests finish: their initdb and migrations took the tier's first 18 s. Playwright
 * then uses them (E2E_SERVERS_STARTED, tests/e2e/e2e-server.ts). Each one's log goes to reports/.
 */
const endToEndServers: ChildProcess[] = [];
process.on('exit', () => endToEndServers.forEach((child) => child.kill('SIGKILL')));

async function startEndToEndServers(): Promise<boolean> {
  const answering = Array.from({ length: E2E_WORKERS }, (_, index) => {
    const { dataDir, command, env } = e2eServerStart(index);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const log = fs.openSync(path.join(reports, `e2e-server-${index}.log`), 'w');
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', log, log],
    });
    // The child has its own copy of the descriptor.
    fs.closeSync(log);
    endToEndServers.push(child);
    return answers(`${e2eServer(index).baseURL}/healthz`, child);
  });
  return (await Promise.all(answering)).every(Boolean);
}

/** Whether the server answers its health check within the bound Playwright also gives it. */
async function answers(url: string, child: ChildProcess): Promise<boolean> {
  const deadline = performance.now() + E2E_SERVER_START_MS;
  while (child.exitCode === null && performance.now() < deadline) {
    const healthy = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/** Stops the servers as Playwright would (SIGTERM: each stops its embedded PostgreSQL). */
async function stopEndToEndServers(): Promise<void> {
  await Promise.all(
    endToEndServers.splice(0).map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
}

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

// Two lanes on the two cores: the unit and integration tests in one; the static checks (ESLint,
// which also reports TypeScript's errors, docs/decisions/0038; Prettier, knip), then the web
// build, in the other, which ends first. The test servers serve no web app
// (tests/setup/unbuilt-client.ts), so the build cannot change what they answer. The lane's output
// follows the tests'. The end-to-end tier runs alone (beside it, the static checks slowed it by 3
// minutes and made its timing-sensitive tests fail), and only on a build that passed: never
// against an older one left in dist/.
const [staticChecks, unitAndIntegration, webBuild, endToEnd] = tiers as [Tier, Tier, Tier, Tier];
console.log(`\n=== ${unitAndIntegration.name} (with ${staticChecks.name} beside it) ===`);
const besideOutput: Buffer[] = [];
const buildOutput: Buffer[] = [];
const [[staticResult, buildResult], unitResult] = await Promise.all([
  runTier(staticChecks, besideOutput).then(async (checks) => {
    const build = await runTier(webBuild, buildOutput);
    if (build.exitCode === 0) {
      if (await startEndToEndServers()) process.env.E2E_SERVERS_STARTED = '1';
      // Playwright starts its own instead, on the same ports.
      else await stopEndToEndServers();
    }
    return [checks, build] as const;
  }),
  runTier(unitAndIntegration),
]);
console.log(`\n=== ${staticChecks.name} ===`);
process.stdout.write(Buffer.concat(besideOutput));
console.log(`\n=== ${webBuild.name} ===`);
process.stdout.write(Buffer.concat(buildOutput));
console.log(`\n=== ${endToEnd.name} ===`);
const endToEndResult: TierResult =
  buildResult.exitCode === 0
    ? await runTier(endToEnd)
    : {
        ...buildResult,
        name: endToEnd.name,
        passed: 0,
        failed: 1,
        failures: ['not run: the web build failed'],
      };
await stopEndToEndServers();
const results: TierResult[] = [staticResult, unitResult, buildResult, endToEndResult];

console.log('\n=== summary ===');
for (const result of results) {
  const status = result.exitCode === 0 ? 'ok  ' : 'FAIL';
  console.log(
    `${status} ${result.name}: ${result.passed} passed, ${result.failed} failed (${result.seconds.toFixed(1)} s)`,
  );
  for (const failure of result.failures) console.log(`       ✗ ${failure}`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
const line = `${passed} passed, ${failed} failed`;
fs.writeFileSync(path.join(reports, 'summary.txt'), `${line}\n`);
console.log(line);
process.exit(failed > 0 ? 1 : 0);
