import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenNear } from './when-near.ts';

// A page's document, frames and IntersectionObserver, driven by hand: the element appears when
// the test says, and a frame runs when the test runs it.
function fakePage() {
  const elements = new Map<string, object>();
  const frames: Array<() => void> = [];
  const observers: Array<{ callback: (entries: Array<{ isIntersecting: boolean }>) => void }> = [];
  vi.stubGlobal('document', { getElementById: (id: string) => elements.get(id) ?? null });
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(public callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        observers.push(this);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    elements,
    observers,
    framesWaiting: () => frames.length,
    runFrame: () => frames.shift()?.(),
  };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('whenNear', () => {
  it('waits for the element to appear, then for it to come near the viewport', async () => {
    const page = fakePage();
    const near = whenNear('form');
    page.runFrame();
    page.elements.set('form', {});
    page.runFrame();
    expect(page.observers).toHaveLength(1);
    page.observers[0]!.callback([{ isIntersecting: false }]);
    expect(await settled(near)).toBe(false);
    page.observers[0]!.callback([{ isIntersecting: true }]);
    expect(await settled(near)).toBe(true);
    expect(page.framesWaiting()).toBe(0);
  });

  it('stops looking after a bounded number of frames and lets the code load', async () => {
    const page = fakePage();
    const near = whenNear('never-rendered');
    let frames = 0;
    while (page.framesWaiting() > 0) {
      page.runFrame();
      frames++;
      if (frames > 1_000) throw new Error('the frame loop did not end');
    }
    expect(frames).toBeGreaterThan(10);
    expect(await settled(near)).toBe(true);
    expect(page.observers).toHaveLength(0);
  });
});
