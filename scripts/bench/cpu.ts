import fs from 'node:fs';

/** CPU seconds used so far (user + system) by each process, from /proc (Linux only). */
export function cpuByProcess(): Map<number, { cmdline: string; seconds: number; ppid: number }> {
  const ticks = 100; // USER_HZ, 100 on Linux
  const result = new Map<number, { cmdline: string; seconds: number; ppid: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      result.set(pid, {
        cmdline,
        seconds: (Number(fields[11]) + Number(fields[12])) / ticks,
        ppid: Number(fields[1]),
      });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return result;
}

/** Share of the machine's CPU time that was busy between two readings of /proc/stat. */
export function machineTimes(): number[] {
  const [line = ''] = fs.readFileSync('/proc/stat', 'utf8').split('\n');
  return line.trim().split(/\s+/).slice(1).map(Number);
}

export function busyShare(before: number[], after: number[]): number {
  const delta = after.map((value, index) => value - (before[index] ?? 0));
  const total = delta.reduce((sum, value) => sum + value, 0);
  const idle = (delta[3] ?? 0) + (delta[4] ?? 0); // idle + iowait
  return total > 0 ? 1 - idle / total : 0;
}

/** CPU seconds per group between two readings; `group` names a process or returns null. */
export function cpuByGroup(
  before: ReturnType<typeof cpuByProcess>,
  after: ReturnType<typeof cpuByProcess>,
  group: (pid: number, cmdline: string) => string | null,
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [pid, { cmdline, seconds }] of after) {
    const name = group(pid, cmdline);
    if (!name) continue;
    const used = seconds - (before.get(pid)?.seconds ?? 0);
    totals.set(name, (totals.get(name) ?? 0) + used);
  }
  return totals;
}

/**
 * A process's resident memory in MiB from /proc (Linux only): now (VmRSS) and the most it has
 * held since it started (VmHWM). Null once the process has ended.
 */
export function memoryOf(pid: number): { nowMiB: number; peakMiB: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
    return { nowMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
  } catch {
    return null;
  }
}

/** CPU seconds the named processes, PostgreSQL and this process used in a span; the machine's busy share. */
export interface SpanCpu<Name extends string> {
  processes: Record<Name, number>;
  postgres: number;
  self: number;
  busy: number;
}

/**
 * Reads the CPU counters when a span starts and ends (a bench's measured time, without its
 * warm-up): each named process by its pid, and every PostgreSQL process together.
 */
export function cpuSpan<Name extends string>(pids: Record<Name, number>) {
  const names = new Map(Object.entries<number>(pids).map(([name, pid]) => [pid, name]));
  const group = (pid: number, cmdline: string) =>
    names.get(pid) ??
    (cmdline.startsWith('postgres') || cmdline.includes('/bin/postgres') ? POSTGRES : null);
  const read = () => ({
    processes: cpuByProcess(),
    machine: machineTimes(),
    self: process.cpuUsage(),
  });
  let first: ReturnType<typeof read> | undefined;
  let spent: SpanCpu<Name> | undefined;
  return {
    start: () => {
      first = read();
    },
    end: () => {
      if (!first) return;
      const last = read();
      const groups = cpuByGroup(first.processes, last.processes, group);
      const self = process.cpuUsage(first.self);
      spent = {
        processes: Object.fromEntries(
          Object.keys(pids).map((name) => [name, groups.get(name) ?? 0]),
        ) as Record<Name, number>,
        postgres: groups.get(POSTGRES) ?? 0,
        self: (self.user + self.system) / 1e6,
        busy: busyShare(first.machine, last.machine),
      };
    },
    /** What the span used; throws if it never ended. */
    spent: (): SpanCpu<Name> => {
      if (!spent) throw new Error('the measured time never ended');
      return spent;
    },
  };
}

const POSTGRES = '\0postgres';
