// Kept apart from shared/schemas (zod): the API client in every page's first load imports it.

/**
 * The WebSocket close code that says "your session ended" (signed out elsewhere, a password
 * reset): the server closes the session's sockets with it, the client leaves the signed-in
 * screens on it. 4000–4999 are the application's own.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/**
 * The close code of a session a moderator's suspension ended: the open page then asks why
 * (`auth.suspension`, answered only for the ended session's own cookie) and tells the person at
 * once, with the reason and how to appeal.
 */
export const ACCOUNT_SUSPENDED_CLOSE_CODE = 4403;
