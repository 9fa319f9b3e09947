import { callTRPCProcedure, TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import type { Context } from './context.ts';
import { appDirectProcedures, appRouter } from './router.ts';

/**
 * Single calls run the procedures of `appDirectProcedures` themselves (ADR 0023), by path: each
 * path must name a procedure of the same type in the app router, or a call would run something
 * the router does not serve there.
 */
describe('the app router’s direct procedures', () => {
  const signedOut = { me: null, sessionId: null, transport: 'http', requestId: 'r' };

  it('are the ticket and discussion queries and mutations', () => {
    const paths = [...appDirectProcedures.keys()];
    expect(paths).toContain('tickets.mine');
    expect(paths).toContain('tickets.edit');
    expect(paths).toContain('discussions.send');
    expect(paths.every((path) => /^(tickets|discussions)\.\w+$/.test(path))).toBe(true);
  });

  it.each([...appDirectProcedures])(
    '%s is a procedure of its type in the router',
    async (path, direct) => {
      const call = callTRPCProcedure({
        router: appRouter,
        path,
        type: direct.type,
        ctx: signedOut,
        getRawInput: () => Promise.resolve(undefined),
        signal: undefined,
        batchIndex: 0,
      });
      // Found, and its kind's admission refused the signed-out caller, as the direct run does.
      await expect(call).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
      await expect(direct.run(signedOut as unknown as Context, undefined)).rejects.toBeInstanceOf(
        TRPCError,
      );
    },
  );
});
