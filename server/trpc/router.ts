import { accountRouter } from '../account/router.ts';
import { alertsRouter } from '../alerts/router.ts';
import { authRouter } from '../auth/router.ts';
import { developersRouter } from '../developers/router.ts';
import { discussionsRouter } from '../discussions/router.ts';
import { moderationRouter } from '../moderation/router.ts';
import { notificationsRouter } from '../notifications/router.ts';
import { operatorsRouter } from '../operators/router.ts';
import { paymentsRouter } from '../payments/router.ts';
import { payoutsRouter } from '../payouts/router.ts';
import { profilesRouter } from '../profiles/router.ts';
import { ticketsRouter } from '../tickets/router.ts';
import { waitlistRouter } from '../waitlist/router.ts';
import { router } from './init.ts';

export const appRouter = router({
  account: accountRouter,
  alerts: alertsRouter,
  auth: authRouter,
  developers: developersRouter,
  discussions: discussionsRouter,
  moderation: moderationRouter,
  notifications: notificationsRouter,
  operators: operatorsRouter,
  payments: paymentsRouter,
  payouts: payoutsRouter,
  profile: profilesRouter,
  tickets: ticketsRouter,
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
