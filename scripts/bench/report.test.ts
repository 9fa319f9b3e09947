import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeLines, saveReport, type BenchReport } from './report.ts';

const report = (at: string, mix: string, perSecond: number, p99: number): BenchReport => ({
  at,
  commit: 'abc1234',
  mix,
  seconds: 10,
  machine: { cpus: 2, model: 'test' },
  cases: { 'through the HTTP API': { perSecond, p50: p99 / 2, p99, errors: 0 } },
});

describe('bench reports', () => {
  it('saves each run and finds the latest earlier run of the same mix', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-reports-'));
    expect(await saveReport(dir, report('2026-11-26T10:00:00.000Z', 'mixed', 300, 250))).toBeNull();
    await saveReport(dir, report('2026-11-26T11:00:00.000Z', 'edits', 700, 90));
    const previous = await saveReport(dir, report('2026-11-26T12:00:00.000Z', 'mixed', 330, 200));
    expect(previous?.at).toBe('2026-11-26T10:00:00.000Z');
    expect(await fs.readdir(dir)).toHaveLength(3);
  });

  it('states the change of each case from the earlier run', () => {
    const lines = changeLines(
      report('2026-11-26T10:00:00.000Z', 'mixed', 300, 250),
      report('2026-11-26T12:00:00.000Z', 'mixed', 330, 200),
    );
    expect(lines[1]).toContain('330/s (+10 %)');
    expect(lines[1]).toContain('p99 200.0 ms (-20 %)');
  });
});
