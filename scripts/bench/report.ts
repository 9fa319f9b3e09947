import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** One measured case of a run: a rate where it has one, and its latencies in ms. */
export interface BenchCase {
  perSecond?: number;
  p50: number;
  p99: number;
  /** Where the case counts them (a step of the mix is counted with its whole run). */
  errors?: number;
}

export interface BenchReport {
  at: string;
  commit: string;
  /** The bench and its mix: 'mixed' or 'edits' (commands), 'reads', 'fan-out'. */
  mix: string;
  seconds: number;
  machine: { cpus: number; model: string };
  cases: Record<string, BenchCase>;
}

/** Names a report for the run that makes it: the time, the commit and this machine. */
export function newReport(
  fields: Pick<BenchReport, 'mix' | 'seconds' | 'cases'>,
  repository: string,
): BenchReport {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repository })
      .toString()
      .trim();
  } catch {
    // Not a git checkout: the report still says when and where.
  }
  const cpus = os.cpus();
  return {
    at: new Date().toISOString(),
    commit,
    machine: { cpus: cpus.length, model: cpus[0]?.model ?? 'unknown' },
    ...fields,
  };
}

/**
 * Writes the report as JSON into `dir` (reports/bench, not committed: a run compares with runs on
 * the same machine) and returns the latest earlier report of the same mix, if any.
 */
export async function saveReport(dir: string, report: BenchReport): Promise<BenchReport | null> {
  await fs.mkdir(dir, { recursive: true });
  const earlier = (await fs.readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  let previous: BenchReport | null = null;
  for (const name of earlier.reverse()) {
    const candidate = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as BenchReport;
    if (candidate.mix === report.mix) {
      previous = candidate;
      break;
    }
  }
  const file = `${report.at.replace(/[:.]/g, '-')}-${report.commit}.json`;
  await fs.writeFile(path.join(dir, file), `${JSON.stringify(report, null, 2)}\n`);
  return previous;
}

/**
 * Saves the report in reports/bench and prints where, and the change against the latest earlier
 * run of the same kind (`mix`): what each bench does once it has measured.
 */
export async function recordReport(repository: string, report: BenchReport): Promise<void> {
  const reports = path.join(repository, 'reports', 'bench');
  const previous = await saveReport(reports, report);
  console.log(`Saved in ${path.relative(repository, reports)}/.`);
  if (previous) console.log(changeLines(previous, report).join('\n'));
}

/** One line per case both runs measured: this run's figures and the change from the earlier. */
export function changeLines(previous: BenchReport, current: BenchReport): string[] {
  const percent = (now: number, before: number) =>
    before === 0
      ? 'n/a'
      : `${now >= before ? '+' : ''}${(((now - before) / before) * 100).toFixed(0)} %`;
  const lines = [`Change against the run of ${previous.at} (${previous.commit}):`];
  for (const [name, now] of Object.entries(current.cases)) {
    const before = previous.cases[name];
    if (!before) continue;
    const rate =
      now.perSecond !== undefined && before.perSecond !== undefined
        ? `${now.perSecond.toFixed(0)}/s (${percent(now.perSecond, before.perSecond)}), `
        : '';
    lines.push(
      `  ${name.padEnd(28)} ${rate}p50 ${now.p50.toFixed(1)} ms (${percent(now.p50, before.p50)}), ` +
        `p99 ${now.p99.toFixed(1)} ms (${percent(now.p99, before.p99)})`,
    );
  }
  return lines;
}
