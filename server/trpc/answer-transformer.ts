import { randomUUID } from 'node:crypto';
import superjson from 'superjson';
import type { SuperJSONResult } from 'superjson';
import { deepFreeze } from '#shared/deep-freeze.ts';

/**
 * The transformer of our tRPC router: superjson, with a faster way to write answers (ADR 0019).
 *
 * superjson's `serialize` copies every object and array of an answer and keeps a map of every
 * object it met (to restore shared references), a path array per value: on the Available list it
 * took ~30 % of a read's CPU and most of its garbage. Our answers are plain JSON with dates, so
 * this writes the same wire format without a copy: the answer itself goes out as `json`
 * (`JSON.stringify` writes a `Date` as its ISO string, as superjson does) with superjson's
 * annotations for the dates and `undefined`s. Any client's `superjson.deserialize` reads it as it
 * reads superjson's own output (answer-transformer.test.ts holds the two to the same result).
 * Anything else (a Map, a class instance, NaN, an answer nested deeper than MAX_DEPTH…) is left
 * to superjson itself. Inputs, small and sent by clients, are read by superjson.
 */
export const transformer = {
  input: superjson,
  output: { serialize: serializeAnswer, deserialize: superjson.deserialize },
};

/** Deeper than any answer of ours; a cycle reaches it and goes to superjson, which breaks it. */
const MAX_DEPTH = 32;

type Annotation = ['Date'] | ['undefined'];

/** Answers marked by `sharedAnswer`, with what they were serialized to once asked. */
const shared = new WeakMap<object, SuperJSONResult | null>();

/**
 * Marks an answer that goes as it is to many sockets (a live signal every developer of the pool
 * hears): it is frozen throughout, so that it cannot change between two sends, and serialized
 * once however many subscribers it goes to.
 */
export function sharedAnswer<Answer extends object>(answer: Answer): Answer {
  shared.set(deepFreeze(answer), null);
  return answer;
}

/** What shared answers were serialized to, with their JSON once a socket message asked for it. */
const sharedJson = new WeakMap<object, string | null>();

export function serializeAnswer(answer: unknown): SuperJSONResult {
  if (answer === null || typeof answer !== 'object' || answer instanceof Date) {
    return superjson.serialize(answer);
  }
  if (!shared.has(answer)) return serializeObject(answer);
  let serialized = shared.get(answer);
  if (!serialized) {
    serialized = serializeObject(answer);
    shared.set(answer, serialized);
    sharedJson.set(serialized, null);
  }
  return serialized;
}

/**
 * Where a shared answer's JSON goes in a socket message: a string no answer holds (random per
 * process), which the message's own JSON carries in place of the answer.
 */
const SLOT = `shared-answer-${randomUUID()}`;
const SLOT_JSON = JSON.stringify(SLOT);

/**
 * A WebSocket message as JSON (the socket's encoder, socket-message-limit.ts). A message that
 * carries a shared answer (tRPC's `{ id, result: { type, data } }`) is written around it, and the
 * answer's JSON, written once, is put in its place: a change to 1,000 subscribers writes its card
 * once, not 1,000 times. Any other message is JSON.stringify's.
 */
export function stringifySocketMessage(message: unknown): string {
  const data = (message as { result?: { data?: unknown } } | null)?.result?.data;
  if (typeof data !== 'object' || data === null || !sharedJson.has(data)) {
    return JSON.stringify(message);
  }
  let json = sharedJson.get(data);
  if (!json) {
    json = JSON.stringify(data);
    sharedJson.set(data, json);
  }
  const around = JSON.stringify(message, (_key, value: unknown) => (value === data ? SLOT : value));
  const written = json;
  return around.replace(SLOT_JSON, () => written);
}

function serializeObject(answer: object): SuperJSONResult {
  const walk: Walk = { path: [], values: {} };
  if (!visit(walk, answer, 0)) return superjson.serialize(answer);
  // The answer goes out as it is: nothing here or in tRPC changes it before JSON.stringify.
  const json = answer as SuperJSONResult['json'];
  const annotated = Object.keys(walk.values).length > 0;
  return annotated ? { json, meta: { values: walk.values, v: 1 } } : { json };
}

/**
 * Where a walk through an answer is, and the annotations it made so far. The path holds array
 * indexes as numbers and keys as they are: it is written out (escaped, joined) only for a value
 * that needs an annotation, a few per answer.
 */
interface Walk {
  path: Array<string | number>;
  values: Record<string, Annotation>;
}

function annotate(walk: Walk, annotation: Annotation) {
  const at = walk.path.map((segment) =>
    typeof segment === 'number' ? String(segment) : escapeKey(segment),
  );
  walk.values[at.join('.')] = annotation;
}

/** Strings and booleans, most of an answer's values, are written as they are: no step needed. */
const writtenAsIs = (value: unknown) => typeof value === 'string' || typeof value === 'boolean';

/** False when the value needs superjson: a type plain JSON cannot carry, or too deep. */
function visit(walk: Walk, value: unknown, depth: number): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      // superjson annotates NaN, ±Infinity and -0, which JSON cannot write.
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'undefined':
      annotate(walk, ['undefined']);
      return true;
    case 'object':
      break;
    default:
      return false;
  }
  if (value === null) return true;
  if (depth >= MAX_DEPTH) return false;
  if (value instanceof Date) {
    // An invalid date is for superjson to refuse, as it would.
    if (Number.isNaN(value.getTime())) return false;
    annotate(walk, ['Date']);
    return true;
  }
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const item: unknown = value[index];
      if (writtenAsIs(item)) continue;
      walk.path.push(index);
      const written = visit(walk, item, depth + 1);
      walk.path.pop();
      if (!written) return false;
    }
    return true;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  for (const key of Object.keys(value)) {
    // superjson refuses these names (prototype pollution); let it say so.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return false;
    const item: unknown = (value as Record<string, unknown>)[key];
    if (writtenAsIs(item)) continue;
    walk.path.push(key);
    const written = visit(walk, item, depth + 1);
    walk.path.pop();
    if (!written) return false;
  }
  return true;
}

/** superjson's path syntax: segments joined by dots, a dot or backslash in a key escaped. */
const escapeKey = (key: string) =>
  key.includes('.') || key.includes('\\') ? key.replace(/\\/g, '\\\\').replace(/\./g, '\\.') : key;
