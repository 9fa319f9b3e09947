import { twoStepRouter } from '../two-step/router.ts';
import { router } from '../trpc/init.ts';
import { credentialsRouter } from './credentials/router.ts';
import { mailPreferencesRouter } from './mail-preferences/router.ts';
import { sessionsRouter } from './sessions/router.ts';
import { yourDataRouter } from './your-data/router.ts';

/** The account settings page's procedures (docs/accounts.md), one router per part of it. */
export const accountRouter = router({
  credentials: credentialsRouter,
  sessions: sessionsRouter,
  twoStep: twoStepRouter,
  mail: mailPreferencesRouter,
  data: yourDataRouter,
});
