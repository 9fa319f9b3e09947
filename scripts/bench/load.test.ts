import { describe, expect, it } from 'vitest';
import { runClosedLoop } from './load.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the closed loop of the benches', () => {
  it('counts only the commands started after the warm-up, and marks the measured time', async () => {
    const started: number[] = [];
    const marks: Array<[string, number]> = [];
    const t0 = performance.now();
    const result = await runClosedLoop(
      2,
      0.3,
      async () => {
        started.push(performance.now() - t0);
        await pause(10);
        return started.length % 2 ? 'odd' : 'even';
      },
      {
        warmUpSeconds: 0.2,
        measuredTime: {
          start: () => marks.push(['start', performance.now() - t0]),
          end: () => marks.push(['end', performance.now() - t0]),
        },
      },
    );
    const measured = started.filter((at) => at >= 200);
    const warming = started.length - measured.length;
    expect(result.commands).toBe(measured.length);
    expect(result.warmUp.seconds).toBe(0.2);
    expect(result.warmUp.perSecond).toBeCloseTo(warming / 0.2);
    expect(result.perSecond).toBeCloseTo(measured.length / 0.3);
    expect(result.byKind.odd!.commands + result.byKind.even!.commands).toBe(result.commands);
    expect(marks.map(([name]) => name)).toEqual(['start', 'end']);
    expect(marks[0]![1]).toBeGreaterThanOrEqual(199);
    expect(marks[1]![1]).toBeGreaterThanOrEqual(499);
    // Two loops of ~10 ms commands: each ran ~20 in the warm-up and ~30 measured.
    expect(warming).toBeGreaterThan(20);
    expect(measured.length).toBeGreaterThan(30);
  });
});
