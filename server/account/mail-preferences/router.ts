import { router } from '../../trpc/init.ts';

/** Which non-essential mails a person gets (docs/mail.md#preferences). */
export const mailPreferencesRouter = router({});
