import { and, arrayOverlaps, eq, isNull, or, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import { tickets } from '../db/schema/index.ts';

/**
 * `openTo` (shared/domain/ticket/ticket-rules.ts) for waiting requests, as SQL: offered to the
 * developer alone, or offered to nobody and sharing one of their categories. With IN_POOL (and the
 * customer not the developer): the requests they may see and take, so that a list, a count or a
 * mail never names one offered to someone else.
 */
export const openToSql = (
  developerId: SQLWrapper | Placeholder | string,
  categories: SQLWrapper | Placeholder | string[],
) =>
  or(
    eq(tickets.offeredTo, developerId),
    and(isNull(tickets.offeredTo), arrayOverlaps(tickets.categories, categories)),
  )!;
