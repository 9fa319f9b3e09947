import { router } from '../trpc/init.ts';

/** Two-step sign-in: an authenticator app, recovery codes and passkeys (docs/accounts.md#two-step-sign-in). */
export const twoStepRouter = router({});
