import { describe, expect, it } from 'vitest';
import { LiveQueue } from './live-queue.ts';

describe('LiveQueue', () => {
  it('hands out what was pushed before and after each read, in order', async () => {
    const queue = new LiveQueue<number>(new AbortController().signal);
    queue.push(1);
    queue.push(2);
    expect(await queue.next()).toEqual({ value: 1, done: false });
    expect(await queue.next()).toEqual({ value: 2, done: false });
    const waiting = queue.next();
    queue.push(3);
    queue.push(4);
    expect(await waiting).toEqual({ value: 3, done: false });
    expect(await queue.next()).toEqual({ value: 4, done: false });
  });

  it('ends a waiting read and releases its listeners when the signal aborts', async () => {
    const abort = new AbortController();
    const queue = new LiveQueue<number>(abort.signal);
    let released = 0;
    queue.releaseWith(() => released++);
    queue.releaseWith(() => released++);
    const waiting = queue.next();
    abort.abort();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(released).toBe(2);
    queue.push(5);
    expect(await queue.next()).toEqual({ value: undefined, done: true });
    // A listener added after the end is released at once, never left behind.
    queue.releaseWith(() => released++);
    expect(released).toBe(3);
  });

  it('ends when its reader stops (for await … break, as tRPC does on unsubscribe)', async () => {
    const queue = new LiveQueue<number>(new AbortController().signal);
    let released = false;
    queue.releaseWith(() => (released = true));
    queue.push(1);
    queue.push(2);
    for await (const value of queue) {
      expect(value).toBe(1);
      break;
    }
    expect(released).toBe(true);
    // What was not read is dropped with it.
    expect(await queue.next()).toEqual({ value: undefined, done: true });
  });

  it('starts ended on a signal already aborted', async () => {
    let released = false;
    const queue = new LiveQueue<number>(AbortSignal.abort());
    queue.releaseWith(() => (released = true));
    expect(released).toBe(true);
    expect(await queue.next()).toEqual({ value: undefined, done: true });
  });
});
