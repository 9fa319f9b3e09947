import type { SessionDevice } from '../../auth/sessions.ts';

/**
 * The browser a request comes from, as a new session records it for the sessions list
 * (docs/accounts.md#where-you-are-signed-in): its User-Agent and address, as the tRPC context
 * has them. Pass it to `createSession` wherever a session is made for a request.
 */
export function sessionDeviceOf(ctx: {
  ip: string;
  userAgent?: string | undefined;
}): SessionDevice {
  return { userAgent: ctx.userAgent ?? null, ipAddress: ctx.ip };
}
