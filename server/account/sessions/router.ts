import { router } from '../../trpc/init.ts';

/** Where the account is signed in (docs/accounts.md#where-you-are-signed-in). */
export const sessionsRouter = router({});
