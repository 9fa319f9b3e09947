/**
 * What a live feed hands to tRPC: values pushed by the bus's listeners, read as an async iterator,
 * kept in order until read, and released when the subscription ends (its signal aborts, or tRPC
 * calls `return`). Written by hand rather than as an async generator: a change reaches every
 * subscriber of an instance at once, and resuming a generator costs several promises per
 * subscriber and message, which on 1,000 subscribers was a good part of a change's fan-out
 * (docs/speed.md). Here a value read as soon as it arrives costs one.
 */
export class LiveQueue<T> implements AsyncIterableIterator<T> {
  private readonly values: T[] = [];
  private waiting: ((result: IteratorResult<T, undefined>) => void) | undefined;
  private closed = false;
  private readonly releases: Array<() => void> = [];

  constructor(private readonly signal: AbortSignal) {
    signal.addEventListener('abort', this.close, { once: true });
    if (signal.aborted) this.close();
  }

  /** Runs `release` (a listener's removal) when the queue closes. */
  releaseWith(release: () => void): void {
    if (this.closed) release();
    else this.releases.push(release);
  }

  push(value: T): void {
    if (this.closed) return;
    const waiting = this.waiting;
    if (!waiting) {
      this.values.push(value);
      return;
    }
    this.waiting = undefined;
    waiting({ value, done: false });
  }

  next(): Promise<IteratorResult<T, undefined>> {
    if (this.values.length > 0)
      return Promise.resolve({ value: this.values.shift()!, done: false });
    if (this.closed) return Promise.resolve({ value: undefined, done: true });
    return new Promise((resolve) => (this.waiting = resolve));
  }

  return(): Promise<IteratorResult<T, undefined>> {
    this.close();
    return Promise.resolve({ value: undefined, done: true });
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  /** Stops listening and ends the iteration; values not yet read are dropped. */
  private readonly close = (): void => {
    if (this.closed) return;
    this.closed = true;
    this.signal.removeEventListener('abort', this.close);
    for (const release of this.releases.splice(0)) release();
    this.values.length = 0;
    this.waiting?.({ value: undefined, done: true });
    this.waiting = undefined;
  };
}
