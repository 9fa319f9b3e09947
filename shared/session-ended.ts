// Kept apart from shared/schemas (zod): the API client in every page's first load imports it.

/**
 * The WebSocket close code that says "your session ended" (signed out elsewhere, a password
 * reset, a suspension): the server closes the session's sockets with it, the client leaves the
 * signed-in screens on it. 4000–4999 are the application's own.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
