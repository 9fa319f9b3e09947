import { describe, expect, it } from 'vitest';
import { SocketCallGate } from './socket-call-gate.ts';

/** A call that runs until the test ends it. */
function heldCall(started: string[], name: string) {
  let end = () => {};
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    run: async () => {
      started.push(name);
      await ended;
      return name;
    },
    end,
  };
}

/** A socket that records when it is paused and resumed. */
function fakeSocket() {
  const events: string[] = [];
  return { events, pause: () => events.push('pause'), resume: () => events.push('resume') };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('SocketCallGate', () => {
  it('runs `limit` calls at once and the others in order as places free up', async () => {
    const gate = new SocketCallGate(2, fakeSocket());
    const started: string[] = [];
    const calls = ['a', 'b', 'c', 'd'].map((name) => heldCall(started, name));
    const results = calls.map((call) => gate.run(call.run));
    await settle();
    expect(started).toEqual(['a', 'b']);

    calls[1]!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c']);
    calls[0]!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    calls[2]!.end();
    calls[3]!.end();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd']);

    // All ended: the gate is free again.
    expect(await gate.run(() => Promise.resolve('e'))).toBe('e');
  });

  it('stops reading the socket while `limit` calls wait, and reads on when fewer do', async () => {
    const socket = fakeSocket();
    const gate = new SocketCallGate(2, socket);
    const started: string[] = [];
    const calls = ['a', 'b', 'c', 'd', 'e'].map((name) => heldCall(started, name));
    const results = calls.map((call) => gate.run(call.run));
    await settle();
    // a and b run; c and d wait: paused once, and still paused with e (read before the pause).
    expect(socket.events).toEqual(['pause']);

    calls[0]!.end();
    await settle();
    // c runs; d and e still wait.
    expect(socket.events).toEqual(['pause']);
    calls[1]!.end();
    await settle();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    expect(socket.events).toEqual(['pause', 'resume']);
    for (const call of calls) call.end();
    await Promise.all(results);
    expect(socket.events).toEqual(['pause', 'resume']);
  });

  it('frees a place when a call fails', async () => {
    const gate = new SocketCallGate(1, fakeSocket());
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(() => Promise.resolve('next'))).toBe('next');
  });

  it('drops the calls still waiting when the connection closes', async () => {
    const socket = fakeSocket();
    const gate = new SocketCallGate(1, socket);
    const started: string[] = [];
    const running = heldCall(started, 'running');
    const waiting = heldCall(started, 'waiting');
    const first = gate.run(running.run);
    const second = gate.run(waiting.run);
    gate.close();
    await expect(second).rejects.toMatchObject({ code: 'CLIENT_CLOSED_REQUEST' });
    running.end();
    expect(await first).toBe('running');
    expect(started).toEqual(['running']);
    // A closed socket is not resumed.
    expect(socket.events).toEqual(['pause']);
    await expect(gate.run(() => Promise.resolve('late'))).rejects.toMatchObject({
      code: 'CLIENT_CLOSED_REQUEST',
    });
  });
});
