import { readFileSync } from 'node:fs';

/** The resident set of a process in MB, from /proc (Linux), as `ps` and `top` show it. */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status)?.[1];
  if (kb === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

export interface MemorySample {
  /** Seconds since the warm-up ended. */
  at: number;
  mb: number;
}

/**
 * The server's memory through the run: a sample when measuring starts (after the warm-up, so
 * that start-up and the first JIT are not counted as growth), every `everyMs`, and at the end.
 * Flat is the bar: a leak shows as a steady climb, not as one step at the start.
 */
export function sampleMemory(pid: number, everyMs: number) {
  const samples: MemorySample[] = [];
  let startedAt = 0;
  let timer: NodeJS.Timeout | undefined;
  const tenths = (value: number) => Math.round(value * 10) / 10;
  const take = () => {
    let mb: number;
    try {
      mb = residentMb(pid);
    } catch {
      // The server has exited (its errors are counted elsewhere): nothing left to measure.
      clearInterval(timer);
      return;
    }
    samples.push({ at: tenths((performance.now() - startedAt) / 1000), mb: tenths(mb) });
  };
  return {
    samples,
    /** Seconds since `start`. */
    elapsed: () => (performance.now() - startedAt) / 1000,
    start() {
      startedAt = performance.now();
      take();
      timer = setInterval(take, everyMs);
    },
    stop() {
      clearInterval(timer);
      take();
    },
    /**
     * Start, end and peak, and the lowest sample of the first and of the last quarter of the
     * run. RSS saws up and down with garbage collection (by 100 MB and more under this load), so
     * one sample at the end may fall on a crest: the lows (what is left after collections) are
     * where a leak shows, as a floor that keeps rising. Null when no sample could be taken.
     */
    summary() {
      const first = samples[0];
      const last = samples.at(-1);
      if (!first || !last) return null;
      const lowest = (from: number, to: number) =>
        Math.min(...samples.filter(({ at }) => at >= from && at <= to).map(({ mb }) => mb));
      return {
        startMb: first.mb,
        endMb: last.mb,
        peakMb: Math.max(...samples.map((sample) => sample.mb)),
        firstQuarterLowMb: lowest(0, last.at / 4),
        lastQuarterLowMb: lowest((last.at * 3) / 4, last.at),
        samples,
      };
    },
  };
}
