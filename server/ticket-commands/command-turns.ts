import { poolSizeOf, type Database } from '../db/client.ts';
import { DatabaseUnavailableError } from '../db/errors.ts';
import { pastRequestDeadline } from '../db/request-deadline.ts';

/**
 * Commands in progress per connection of the pool: enough to keep every connection busy while
 * commands decide on the server between their statements, few enough that a command's second
 * round trip does not queue behind every other command's first (ADR 0038: 2 held the pool back,
 * 4 did not; measured in docs/benchmarks.md).
 */
export const COMMANDS_PER_CONNECTION = 3;

/**
 * A first-come, first-served limit on work in progress: at most `slots` at once, the rest wait in
 * the order they came. Under load a command then waits once, at the door, instead of behind every
 * other command at each of its round trips, so the slowest commands (Approve Plan's two waits,
 * a transaction's) come near the others' time.
 */
export class Turns {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new Error(`slots must be ≥ 1, not ${slots}`);
  }

  /** How many wait for a turn now. */
  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running < this.slots) this.running++;
    // The turn is handed over by the work that ends (below), without counting down and up.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

const turnsOf = new WeakMap<Database, Turns>();

/**
 * Runs a ticket command on `db` when its turn comes (one queue per pool, sized to it). A command
 * whose request was told "try again" while it waited (its deadline passed, or the database was
 * found down) does not start: what the client heard did not happen must not happen later.
 */
export function inCommandTurn<T>(db: Database, command: () => Promise<T>): Promise<T> {
  let turns = turnsOf.get(db);
  if (!turns) {
    turns = new Turns(COMMANDS_PER_CONNECTION * poolSizeOf(db));
    turnsOf.set(db, turns);
  }
  return turns.run(async () => {
    if (pastRequestDeadline()) throw new DatabaseUnavailableError();
    return command();
  });
}
