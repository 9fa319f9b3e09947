/**
 * Where people write for help and to appeal a moderator's decision: the footer's Contact link,
 * the help centre, the mails and the sign-in refusal of a suspended account.
 */
export const SUPPORT_EMAIL = 'support@unblock.dev';
