// A deleted account keeps its row for what others hold of it (docs/privacy.md#deleting-an-account,
// ADR 0035): its email becomes a stand-in that is never shown and never delivered to.

/** How a deleted person is named wherever a name is shown. */
export const DELETED_USER_NAME = 'Deleted user';

const DELETED_DOMAIN = '@deleted.invalid';

/** The stand-in address a deleted account keeps: unique, and `.invalid` is never routable. */
export const deletedEmailOf = (userId: string) => `deleted-${userId}${DELETED_DOMAIN}`;

/** Whether an address is a deleted account's stand-in. */
export const isDeletedEmail = (email: string) => email.endsWith(DELETED_DOMAIN);

/**
 * What to show where a person has no name: their email, or "Deleted user" instead of a deleted
 * account's stand-in address.
 */
export const shownEmail = (email: string): string =>
  isDeletedEmail(email) ? DELETED_USER_NAME : email;
