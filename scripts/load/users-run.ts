import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { repository } from '../bench/processes.ts';
import {
  usersMessage,
  type UsersJob,
  type UsersMessage,
  type UsersResult,
} from './users-protocol.ts';

/**
 * Runs the simulated users (./users-process.ts) in their own process, as the benches run their
 * clients (a line protocol rather than ../bench/processes.ts runChild, because the orchestrator
 * acts while the run goes on: it samples memory when the warm-up ends and reports progress).
 * `on` hears every message but the result, which the promise resolves with.
 */
export async function runUsers(
  job: UsersJob,
  on: (message: Exclude<UsersMessage, { type: 'result' }>) => void,
): Promise<UsersResult> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(repository, 'scripts/load/users-process.ts')],
    { cwd: repository, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  child.stdin.end(`${JSON.stringify(job)}\n`);
  const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
  let result: UsersResult | undefined;
  for await (const line of readline.createInterface({ input: child.stdout })) {
    const message = usersMessage.parse(JSON.parse(line));
    if (message.type === 'result') result = message.result;
    else on(message);
  }
  const code = await exited;
  if (code !== 0 || !result) throw new Error(`the simulated users exited with ${String(code)}`);
  return result;
}
