import { addPasskeyInput, passkeyIdInput, renamePasskeyInput } from '#shared/passkeys.ts';
import { authedProcedure } from '../../trpc/init.ts';
import { listPasskeys, removePasskey, renamePasskey } from './owned.ts';
import { addPasskey, passkeyCreationOptions } from './register.ts';

/**
 * The signed-in account's passkeys (docs/accounts.md#passkeys), mounted in account.twoStep. Every
 * one acts on the caller's own passkeys only.
 */
export const passkeyProcedures = {
  passkeys: authedProcedure.query(({ ctx }) => listPasskeys(ctx.db, ctx.me.id)),

  /** A challenge, and what else navigator.credentials.create needs. */
  passkeyOptions: authedProcedure.mutation(({ ctx }) =>
    passkeyCreationOptions(ctx.db, ctx.env, ctx.me),
  ),

  addPasskey: authedProcedure
    .input(addPasskeyInput)
    .mutation(({ ctx, input }) => addPasskey(ctx.db, ctx.env, ctx.me.id, input)),

  renamePasskey: authedProcedure.input(renamePasskeyInput).mutation(async ({ ctx, input }) => {
    await renamePasskey(ctx.db, ctx.me.id, input);
    return { ok: true as const };
  }),

  removePasskey: authedProcedure.input(passkeyIdInput).mutation(async ({ ctx, input }) => {
    await removePasskey(ctx.db, ctx.me.id, input.id);
    return { ok: true as const };
  }),
};
