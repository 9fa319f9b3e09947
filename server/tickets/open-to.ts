import { and, arrayOverlaps, eq, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import { tickets } from '../db/schema/index.ts';

/**
 * `openTo` (shared/domain/ticket/ticket-rules.ts) for waiting requests, as SQL: offered to the
 * viewer alone, or offered to nobody and sharing one of the viewer's categories. With IN_POOL
 * (and the customer not the viewer), the requests a developer may see and take.
 */
export const openToSql = (
  viewerId: SQL | Placeholder | string,
  categories: SQL | Placeholder | string[],
) =>
  or(
    eq(tickets.offeredTo, viewerId),
    and(isNull(tickets.offeredTo), arrayOverlaps(tickets.categories, categories)),
  );
