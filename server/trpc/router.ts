import { router } from './init.ts';
import { waitlistRouter } from '../waitlist/router.ts';

export const appRouter = router({
  waitlist: waitlistRouter,
});

export type AppRouter = typeof appRouter;
