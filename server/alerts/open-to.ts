import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { tickets } from '../db/schema/index.ts';

/**
 * Whether a waiting request is open to a developer, as SQL: offered to them alone, or offered to
 * nobody and sharing one of their categories (`openTo`, shared/domain/ticket/ticket-rules.ts).
 * With IN_POOL and the customer not the developer: the requests they may see and take, so a count
 * or a mail never names one offered to someone else.
 */
export const openTo = (developerId: SQLWrapper | string, categories: SQLWrapper): SQL =>
  sql`(${tickets.offeredTo} = ${developerId}
    or (${tickets.offeredTo} is null and ${tickets.categories} && ${categories}))`;
