import fc from 'fast-check';
import superjson from 'superjson';
import type { SuperJSONResult } from 'superjson';
import { describe, expect, it } from 'vitest';
import { serializeAnswer, sharedAnswer, stringifySocketMessage } from './answer-transformer.ts';

/** What a client reads: the answer as sent over the wire, through superjson's deserialize. */
const received = (wire: unknown) =>
  superjson.deserialize(JSON.parse(JSON.stringify(wire)) as SuperJSONResult);
const viaSuperjson = (value: unknown) => received(superjson.serialize(value));
const viaAnswer = (value: unknown) => received(serializeAnswer(value));
/** A value, or the error writing it threw (superjson refuses keys such as `prototype`). */
const outcome = (write: () => unknown) => {
  try {
    return { value: write() };
  } catch (error) {
    return { error: String(error) };
  }
};

describe('serializeAnswer', () => {
  it('gives a client what superjson gives it, for any JSON with dates and undefined', () => {
    const date = fc.date({ noInvalidDate: true });
    const leaf = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
      fc.boolean(),
      fc.constant(null),
      fc.constant(undefined),
      date,
      // Rarely: what JSON cannot carry, for which the whole answer goes to superjson.
      fc.constantFrom(Number.NaN, -0, Number.POSITIVE_INFINITY, new Date(Number.NaN)),
    );
    // Keys with dots and backslashes, which superjson's paths escape.
    const key = fc.oneof(fc.string(), fc.constantFrom('a.b', 'a\\b', '.', '\\.', '0'));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
      array: fc.array(tie('tree'), { maxLength: 5 }),
      object: fc.dictionary(key, tie('tree'), { maxKeys: 5 }),
    }));
    fc.assert(
      fc.property(fc.oneof(tree, fc.array(tree), fc.dictionary(key, tree)), (answer) => {
        expect(outcome(() => viaAnswer(answer))).toStrictEqual(outcome(() => viaSuperjson(answer)));
      }),
      { numRuns: 500 },
    );
  });

  it('writes a list of cards with dates without copying it', () => {
    const createdAt = new Date('2026-11-27T03:47:08.123Z');
    const page = { items: [{ id: 'a', title: 'Fix login', createdAt }], nextCursor: null };
    const wire = serializeAnswer(page);
    expect(wire.json).toBe(page);
    expect(wire.meta).toEqual({ values: { 'items.0.createdAt': ['Date'] }, v: 1 });
    expect(viaAnswer(page)).toEqual(page);
  });

  it('adds no annotations to an answer without dates', () => {
    expect(serializeAnswer({ ok: true, count: 3 })).toEqual({ json: { ok: true, count: 3 } });
  });

  it('leaves what plain JSON cannot carry to superjson', () => {
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    for (const answer of [
      { tags: new Set(['a']) },
      { byId: new Map([['a', 1]]) },
      { total: 10n },
      { ratio: Number.NaN },
      { ratio: -0 },
      { when: new Date(Number.NaN) },
      [new URL('https://example.com')],
      cyclic,
      new Date('2026-01-01T00:00:00Z'),
      undefined,
      'text',
    ]) {
      expect(serializeAnswer(answer)).toEqual(superjson.serialize(answer));
    }
  });

  it('writes an object met twice twice: the client gets equal copies, not one shared object', () => {
    const shared = { n: 1, at: new Date('2026-01-01T00:00:00Z') };
    const answer = viaAnswer({ a: shared, b: shared }) as { a: object; b: object };
    expect(answer).toEqual({ a: shared, b: shared });
    expect(answer.a).not.toBe(answer.b);
  });

  it('refuses a __proto__ key as superjson does', () => {
    const answer = JSON.parse('{"__proto__": {"admin": true}}') as unknown;
    expect(() => serializeAnswer(answer)).toThrow(/prototype pollution/);
  });
});

describe('sharedAnswer', () => {
  it('serializes an answer sent to many sockets once, as any answer is written, and freezes it', () => {
    const signal = sharedAnswer({
      ticketId: 't1',
      card: { title: 'Fix login', createdAt: new Date('2026-11-27T03:47:08.123Z'), tags: ['web'] },
    });
    const first = serializeAnswer(signal);
    expect(serializeAnswer(signal)).toBe(first);
    const wire = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;
    expect(wire(first)).toEqual(wire(superjson.serialize(signal)));
    expect(viaAnswer(signal)).toEqual(signal);
    // Frozen throughout: what was serialized once is what every later send means.
    expect(() => {
      signal.card.tags.push('mobile');
    }).toThrow(TypeError);
    expect(Object.isFrozen(signal.card.createdAt)).toBe(true);
  });

  it('goes into each socket message as JSON.stringify would write the message', () => {
    const signal = sharedAnswer({
      ticketId: 't1',
      card: { title: 'Say "hi" \\ $& $1', createdAt: new Date('2026-11-27T03:47:08.123Z') },
    });
    const data = serializeAnswer(signal);
    for (const id of [1, 'a"b', 'shared-answer-x']) {
      const message = { id, jsonrpc: '2.0', result: { type: 'data', data } };
      expect(stringifySocketMessage(message)).toBe(JSON.stringify(message));
      // Written once, the same JSON goes into the next message.
      expect(stringifySocketMessage(message)).toBe(JSON.stringify(message));
    }
    const plain = { id: 2, result: { type: 'data', data: serializeAnswer({ n: 1 }) } };
    expect(stringifySocketMessage(plain)).toBe(JSON.stringify(plain));
    expect(stringifySocketMessage([plain, 'x', null])).toBe(JSON.stringify([plain, 'x', null]));
  });

  it('leaves other answers written afresh each time', () => {
    const answer = { ticketId: 't1', at: new Date('2026-11-27T03:47:08.123Z') };
    expect(serializeAnswer(answer)).not.toBe(serializeAnswer(answer));
    expect(Object.isFrozen(answer)).toBe(false);
  });
});
