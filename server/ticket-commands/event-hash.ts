import { hash } from 'node:crypto';

export interface HashedEventFields {
  ticketId: string;
  version: number;
  type: string;
  schemaVersion: number;
  data: unknown;
  actorId: string | null;
  actorRole: string;
  occurredAt: Date;
  prevHash: string | null;
}

/** JSON with object keys sorted at every level, so equal data always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Each event's hash covers its content and the previous event's hash: changing, removing or
 * reordering any past event breaks every hash after it, which `npm run audit` detects.
 */
export function eventHash(fields: HashedEventFields): string {
  const text = canonicalJson({ ...fields, occurredAt: fields.occurredAt.toISOString() });
  // Node's one-shot hash (a string is hashed as UTF-8): no Hash object per event.
  return hash('sha256', text, 'hex');
}
