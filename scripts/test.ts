import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { countResults, failedTests, type TierResult } from './test-summary.ts';

/**
 * `npm test`: every tier in turn (static checks, unit + integration, end-to-end), continuing past
 * a failing tier so one run shows everything, then one last line `N passed, N failed` that CI reads.
 */
const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

/** A command, with what it adds to the environment. */
interface Command {
  argv: [command: string, ...args: string[]];
  env?: Record<string, string>;
}

interface Tier {
  name: string;
  /**
   * Run in turn, stopping at the first that fails; a step that is a list runs its commands side
   * by side (the first one's output live, the others' after it).
   */
  steps: Array<Command | Command[]>;
  /** The tier's machine-readable reports; without one, the tier counts as one check. */
  reports?: Array<{ file: string; kind: 'vitest' | 'playwright' }>;
}

/**
 * The end-to-end specs run in two shards side by side, each on its own server and embedded
 * database (E2E_PORT), as one spec runs beside another: a browser test spends most of its time
 * waiting on the page, the server and the database, so one shard kept a core of this 2-core
 * machine idle (docs/testing.md).
 */
const E2E_SHARDS = 2;
const e2eShards: Command[] = Array.from({ length: E2E_SHARDS }, (_, index) => {
  const shard = index + 1;
  return {
    argv: [
      bin('playwright'),
      'test',
      `--shard=${shard}/${E2E_SHARDS}`,
      `--output=${path.join(root, 'test-results', `shard-${shard}`)}`,
    ],
    env: {
      E2E_PORT: String(4000 + 100 * shard),
      E2E_REPORT: path.join(reports, `playwright-${shard}.json`),
    },
  };
});

const tiers: Tier[] = [
  {
    name: 'static checks (types, lint, format)',
    steps: [{ argv: ['npm', 'run', '--silent', 'check'] }],
  },
  {
    name: 'unit and integration',
    steps: [
      {
        argv: [
          bin('vitest'),
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${path.join(reports, 'vitest.json')}`,
        ],
      },
    ],
    reports: [{ file: path.join(reports, 'vitest.json'), kind: 'vitest' }],
  },
  {
    name: 'end-to-end (Chromium)',
    steps: [{ argv: ['node', '--import', 'tsx', 'scripts/build-web.ts'] }, e2eShards],
    reports: e2eShards.map((shard) => ({ file: shard.env!.E2E_REPORT!, kind: 'playwright' })),
  },
];

/** Runs a command, its output to the terminal, or into `buffer` when given (printed later). */
function run({ argv: [command, ...args], env }: Command, buffer?: Buffer[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    child.stdout?.on('data', (chunk: Buffer) => buffer?.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => buffer?.push(chunk));
    child.on('error', () => resolve(127));
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs commands side by side: the first's output live, then each other's in order. */
async function runSideBySide(commands: Command[], buffer?: Buffer[]): Promise<number> {
  const outputs = commands.map((_, index) => (index === 0 ? buffer : []));
  const codes = await Promise.all(commands.map((command, index) => run(command, outputs[index])));
  for (const output of outputs.slice(1)) {
    if (buffer) buffer.push(...output!);
    else process.stdout.write(Buffer.concat(output!));
  }
  return codes.find((code) => code !== 0) ?? 0;
}

async function runTier(tier: Tier, buffer?: Buffer[]): Promise<TierResult> {
  const startedAt = performance.now();
  let exitCode = 0;
  for (const step of tier.steps) {
    exitCode = Array.isArray(step) ? await runSideBySide(step, buffer) : await run(step, buffer);
    if (exitCode !== 0) break;
  }
  const seconds = (performance.now() - startedAt) / 1000;
  return {
    name: tier.name,
    seconds,
    exitCode,
    ...countResults(tier.reports, exitCode),
    failures: (tier.reports ?? []).flatMap((report) => failedTests(report, root)),
  };
}

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

// The static checks (single-threaded: tsc, then eslint) run beside the unit and integration
// tests, which leave a core idle while they wait on PostgreSQL; their output follows the tests'.
// The end-to-end tier runs alone: beside it, the static checks slowed it by 3 minutes and made
// its timing-sensitive tests fail.
const [staticChecks, unitAndIntegration, endToEnd] = tiers as [Tier, Tier, Tier];
console.log(`\n=== ${unitAndIntegration.name} (with ${staticChecks.name} beside it) ===`);
const staticOutput: Buffer[] = [];
const [staticResult, unitResult] = await Promise.all([
  runTier(staticChecks, staticOutput),
  runTier(unitAndIntegration),
]);
console.log(`\n=== ${staticChecks.name} ===`);
process.stdout.write(Buffer.concat(staticOutput));
console.log(`\n=== ${endToEnd.name} ===`);
const results: TierResult[] = [staticResult, unitResult, await runTier(endToEnd)];

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
