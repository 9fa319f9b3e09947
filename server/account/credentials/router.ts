import { router } from '../../trpc/init.ts';

/** Changing the password and the email (docs/accounts.md#password-and-email). */
export const credentialsRouter = router({});
