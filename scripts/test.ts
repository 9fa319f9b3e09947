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

fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

// The static checks (ESLint, which also reports TypeScript's errors, docs/decisions/0038; then
// Prettier and knip) run beside the unit and integration tests; their output follows the tests'.
// The web build follows the tests, so it does not wait for the checks. The end-to-end tier runs
// alone (beside it, the static checks slowed it by 3 minutes and made its timing-sensitive tests
// fail), and only on a build that passed: never against an older one left in dist/.
const [staticChecks, unitAndIntegration, webBuild, endToEnd] = tiers as [Tier, Tier, Tier, Tier];
console.log(`\n=== ${unitAndIntegration.name} (with ${staticChecks.name} beside it) ===`);
const besideOutput: Buffer[] = [];
const buildOutput: Buffer[] = [];
const [staticResult, [unitResult, buildResult]] = await Promise.all([
  runTier(staticChecks, besideOutput),
  runTier(unitAndIntegration).then(
    async (tests) => [tests, await runTier(webBuild, buildOutput)] as const,
  ),
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
