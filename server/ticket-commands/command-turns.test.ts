import { describe, expect, it } from 'vitest';
import { Turns } from './command-turns.ts';

/** A piece of work that ends when told to, noting when it started. */
function heldWork(log: string[], name: string) {
  let end!: (value: string) => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    end = resolve;
    fail = reject;
  });
  return {
    work: () => {
      log.push(name);
      return done;
    },
    end: () => end(name),
    fail: () => fail(new Error(name)),
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Turns', () => {
  it('runs at most its slots at once and the rest in the order they came', async () => {
    const turns = new Turns(2);
    const started: string[] = [];
    const works = ['a', 'b', 'c', 'd', 'e'].map((name) => heldWork(started, name));
    const results = works.map((held) => turns.run(held.work));
    await settle();
    expect(started).toEqual(['a', 'b']);
    expect(turns.queued).toBe(3);

    works[1]!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    works[0]!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    for (const held of works) held.end();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(turns.queued).toBe(0);
  });

  it('hands the turn of a failed work on, and answers its failure', async () => {
    const turns = new Turns(1);
    const started: string[] = [];
    const failing = heldWork(started, 'failing');
    const next = heldWork(started, 'next');
    const first = turns.run(failing.work);
    const second = turns.run(next.work);
    failing.fail();
    await expect(first).rejects.toThrow('failing');
    await settle();
    expect(started).toEqual(['failing', 'next']);
    next.end();
    await expect(second).resolves.toBe('next');
  });

  it('frees its slots once all work ended', async () => {
    const turns = new Turns(1);
    await turns.run(() => Promise.resolve());
    const started: string[] = [];
    const later = heldWork(started, 'later');
    const running = turns.run(later.work);
    await settle();
    expect(started).toEqual(['later']);
    later.end();
    await running;
  });

  it('refuses a size that admits nothing', () => {
    expect(() => new Turns(0)).toThrow('slots must be ≥ 1, not 0');
    expect(() => new Turns(1.5)).toThrow('slots must be ≥ 1, not 1.5');
  });
});
