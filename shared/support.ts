/**
 * Where people write for help and to appeal a moderator's decision. The client's copy
 * (client/features/legal/support-email.tsx: the footer's Contact link, the help centre) is the
 * same address.
 */
export const SUPPORT_EMAIL = 'support@unblock.dev';
