import { describe, expect, it } from 'vitest';
import { askedAfterArrival } from './asked-after-arrival.ts';

/** An `ask` whose answers the test gives by hand: each answer is the number of its question. */
function questions() {
  const open: Array<(value: number) => void> = [];
  let asked = 0;
  const ask = () =>
    new Promise<number>((resolve) => {
      const number = ++asked;
      open.push(() => resolve(number));
    });
  return { ask, answerNext: () => open.shift()?.(0), asked: () => asked };
}

describe('askedAfterArrival', () => {
  it('asks at once for a caller when nothing is outstanding', async () => {
    const q = questions();
    const get = askedAfterArrival(q.ask);
    const first = get();
    expect(q.asked()).toBe(1);
    q.answerNext();
    expect(await first).toBe(1);
    const second = get();
    expect(q.asked()).toBe(2);
    q.answerNext();
    expect(await second).toBe(2);
  });

  it('makes callers arriving while a question is out share the next one, asked after it', async () => {
    const q = questions();
    const get = askedAfterArrival(q.ask);
    const first = get();
    const [second, third] = [get(), get()];
    // Not the outstanding question: it was asked before they arrived.
    expect(q.asked()).toBe(1);
    q.answerNext();
    expect(await first).toBe(1);
    await expect.poll(() => q.asked()).toBe(2);
    const fourth = get();
    q.answerNext();
    expect(await Promise.all([second, third])).toEqual([2, 2]);
    // Arrived while question 2 was out: it gets question 3.
    await expect.poll(() => q.asked()).toBe(3);
    q.answerNext();
    expect(await fourth).toBe(3);
  });

  it('asks again after a failed question, and passes the failure only to its own callers', async () => {
    let fail = true;
    const get = askedAfterArrival(() =>
      fail ? Promise.reject(new Error('unreachable')) : Promise.resolve('answer'),
    );
    const failed = get();
    const waiting = get();
    fail = false;
    await expect(failed).rejects.toThrow('unreachable');
    expect(await waiting).toBe('answer');
    expect(await get()).toBe('answer');
  });
});
