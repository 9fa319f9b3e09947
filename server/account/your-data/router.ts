import { router } from '../../trpc/init.ts';

/** A copy of a person's data, and deleting the account (docs/privacy.md). */
export const yourDataRouter = router({});
