import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../db/client.ts';
import { profiles } from '../db/schema/index.ts';

/**
 * A developer's supported categories decide which requests they may see and take
 * (docs/lifecycle.md#lists-and-counters).
 */
export async function updateSupportedCategories(db: Database, me: Me, categories: string[]) {
  if (me.role !== 'developer')
    throw new AppError('FORBIDDEN', 'Only Unblockers choose categories.');
  const unique = [...new Set(categories)];
  await db.update(profiles).set({ supportedCategories: unique }).where(eq(profiles.id, me.id));
  return { categories: unique };
}

export async function supportedCategories(db: Database, me: Me) {
  const [row] = await db
    .select({ categories: profiles.supportedCategories })
    .from(profiles)
    .where(eq(profiles.id, me.id));
  return { categories: row?.categories ?? [] };
}
