import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles, tickets } from './schema/index.ts';
import { rowMapperOf } from './mapped-select.ts';

describe('rowMapperOf', () => {
  it('reads each value with its column and nests objects in the selection order', () => {
    const map = rowMapperOf(
      {
        id: tickets.id,
        createdAt: tickets.createdAt,
        party: { name: profiles.firstName, n: sql`1` },
      },
      [profiles],
    );
    const row = map(['t1', '2026-11-28 05:00:00.123+00', 'Ada', 1]);
    expect(row).toEqual({
      id: 't1',
      createdAt: new Date('2026-11-28T05:00:00.123Z'),
      party: { name: 'Ada', n: 1 },
    });
    // The left join found no profile: the object is null, as drizzle gives it.
    expect(map(['t1', '2026-11-28 05:00:00+00', null, 1]).party).toBeNull();
  });

  it('refuses a selection it cannot map as drizzle would', () => {
    expect(() => rowMapperOf({ whole: tickets } as never, [])).toThrow(/plain object/);
    expect(() => rowMapperOf({ deep: { deeper: { id: tickets.id } } } as never, [])).toThrow(
      /neither a column nor SQL/,
    );
  });
});
