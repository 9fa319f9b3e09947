import { authRouter } from '../auth/router.ts';
import { discussionProcedures, discussionsRouter } from '../discussions/router.ts';
import { moderationRouter } from '../moderation/router.ts';
import { operatorsRouter } from '../operators/router.ts';
import { paymentsRouter } from '../payments/router.ts';
import { profilesRouter } from '../profiles/router.ts';
import { ticketProcedures, ticketsRouter } from '../tickets/router.ts';
import { waitlistRouter } from '../waitlist/router.ts';
import { directProceduresByPath } from './direct-procedures.ts';
import { router } from './init.ts';

export const appRouter = router({
  auth: authRouter,
  discussions: discussionsRouter,
  moderation: moderationRouter,
  operators: operatorsRouter,
  payments: paymentsRouter,
  profile: profilesRouter,
  tickets: ticketsRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;

/**
 * The app router's procedures that single calls run without tRPC's chain (ADR 0023), by path: the
 * records `appRouter` is made of, under the same names (router.test.ts holds them to it).
 */
export const appDirectProcedures = directProceduresByPath({
  discussions: discussionProcedures,
  tickets: ticketProcedures,
});
