import { describe, expect, it } from 'vitest';
import { runClosedLoop } from './load.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the closed loop of the benches', () => {
  it('counts only the commands started after the warm-up, and marks the measured time', async () => {
    // What happened, in order: each command as it starts, and the two marks.
    const happened: string[] = [];
    const marks = new Map<string, number>();
    const t0 = performance.now();
    const mark = (name: string) => () => {
      happened.push(name);
      marks.set(name, performance.now() - t0);
    };
    const result = await runClosedLoop(
      2,
      0.3,
      async () => {
        happened.push('command');
        await pause(10);
        return happened.length % 2 ? 'odd' : 'even';
      },
      { warmUpSeconds: 0.2, measuredTime: { start: mark('start'), end: mark('end') } },
    );
    // Judged by order, not by clock readings: the commands started before the start mark are the
    // warm-up, those between the marks are measured, and none starts after the end mark.
    const start = happened.indexOf('start');
    const end = happened.indexOf('end');
    expect(happened.filter((name) => name === 'start' || name === 'end')).toEqual(['start', 'end']);
    expect(end).toBe(happened.length - 1);
    const warming = start;
    const measured = end - start - 1;
    expect(warming).toBeGreaterThan(0);
    expect(measured).toBeGreaterThan(0);
    expect(result.commands).toBe(measured);
    expect(result.warmUp.seconds).toBe(0.2);
    expect(result.warmUp.perSecond).toBeCloseTo(warming / 0.2);
    expect(result.perSecond).toBeCloseTo(measured / 0.3);
    expect(result.byKind.odd!.commands + result.byKind.even!.commands).toBe(result.commands);
    // The marks fall at or after the bounds they mark, however late the machine runs them.
    expect(marks.get('start')).toBeGreaterThanOrEqual(200);
    expect(marks.get('end')).toBeGreaterThanOrEqual(500);
  });
});
