import { defineConfig } from 'vitest/config';
import { isDriverArrayTypesFailure } from './server/db/driver-faults.ts';

/** Unit tests that replace a module (`vi.mock`) or a global: each file loads its own modules. */
const ISOLATED_UNIT_TESTS = [
  'shared/domain/ticket/history-replay.test.ts',
  'client/features/request-form/request-draft.test.ts',
  'client/lazy/when-near.test.ts',
];

/**
 * Integration tests that read what prom-client keeps for the whole process (the metrics of a
 * server started by another file of the same worker would be theirs): each loads its own modules.
 */
const ISOLATED_INTEGRATION_TESTS = [
  'tests/integration/metrics.int.test.ts',
  // Sets how this process's statements announce (server/live/announce.ts).
  'tests/integration/live-bus-redis.int.test.ts',
];

export default defineConfig({
  test: {
    // Two files at a time on two cores (vitest's default is one fewer than the cores): the
    // integration files spend much of their time waiting on PostgreSQL, sockets and polls, and
    // each has its own database, so a second one fills that time. Set for every project alike:
    // vitest refuses projects with different worker counts in the same run order.
    maxWorkers: 2,
    // Servers started inside a test file run without the process entry's listener for this
    // upstream failure (server/db/driver-faults.ts, tested in driver-faults.int.test.ts); any other
    // unhandled error fails the run.
    onUnhandledError: (error) => !isDriverArrayTypesFailure(error),
    // expect.poll waits for a condition; its default second is too short for a replica's replay
    // or a NOTIFY's delivery while the other tiers keep both cores busy. A passing poll ends as
    // soon as its condition holds, so only a failing one waits the longer bound.
    expect: { poll: { timeout: 15_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'server/**/*.test.ts',
            'client/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            // tRPC's client against our adapter and tRPC's own, on loopback ports: no database.
            'tests/contract/**/*.test.ts',
          ],
          exclude: ISOLATED_UNIT_TESTS,
          environment: 'node',
          // Pure code: the test files of a worker share its loaded modules instead of loading
          // them again for each file (the tier's unit part took 50 s, and 12 s without). Files
          // that replace a module or a global run in `unit-isolated` below.
          isolate: false,
          // The property tests (every status × command × actor, serialiser against superjson)
          // take under a second on an idle machine and over vitest's 5 s default beside another
          // suite: the bound is for a hung test, not a slow machine. So is the hooks' (the model
          // walk's setup took 11 s beside a full test run).
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_TESTS,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.int.test.ts'],
          exclude: ISOLATED_INTEGRATION_TESTS,
          environment: 'node',
          // Each file starts its own server on its own database, so the files of a worker can
          // share its loaded modules: 328 s → 184 s for the project on this machine.
          isolate: false,
          // One embedded PostgreSQL for the run; each test file gets a fresh database from it.
          globalSetup: ['tests/setup/global-postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration-isolated',
          include: ISOLATED_INTEGRATION_TESTS,
          environment: 'node',
          globalSetup: ['tests/setup/global-postgres.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Server processes as production runs them (docs/operations.md#faults): see tests/cluster.
          name: 'cluster',
          include: ['tests/cluster/**/*.cluster.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
