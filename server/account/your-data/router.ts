import { AppError } from '#shared/errors.ts';
import { deleteAccountInput, exportIdInput } from '#shared/schemas/your-data.ts';
import { FILE_NOT_FOUND_TEXT } from '../../files/file-access.ts';
import { fileStoreFor } from '../../files/file-store.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { viewerFor } from '../../tickets/viewer.ts';
import { deleteAccount } from './delete-account.ts';
import { deletionCheck } from './deletion-check.ts';
import { exportOf, latestExport, requestExport } from './exports.ts';

/** A copy of a person's data, and deleting the account (docs/privacy.md). */
export const yourDataRouter = router({
  /** Starts preparing a copy; refused while one is being prepared. */
  requestExport: authedProcedure.mutation(({ ctx }) => requestExport(ctx.db, ctx.me.id)),

  /** The latest copy's state (null: none asked for). */
  exports: authedProcedure.query(({ ctx }) => latestExport(ctx.db, ctx.me.id)),

  /** One copy by id: the person's own only, anyone else's is NOT_FOUND. */
  export: authedProcedure.input(exportIdInput).query(async ({ ctx, input }) => {
    const found = await exportOf(ctx.db, ctx.me.id, input.id);
    if (!found) throw new AppError('NOT_FOUND', FILE_NOT_FOUND_TEXT);
    return found;
  }),

  /** Whether the account can be deleted now, else what to finish first. */
  deletionCheck: authedProcedure.query(async ({ ctx }) => {
    const { allowed, reasons } = await deletionCheck(ctx.db, ctx.me.id);
    return { allowed, reasons };
  }),

  /** Deletes the account and signs this browser out (every other session ends with it). */
  deleteAccount: authedProcedure.input(deleteAccountInput).mutation(async ({ ctx, input }) => {
    const viewer = await viewerFor(ctx.db, ctx.me);
    await deleteAccount(
      {
        db: ctx.db,
        env: ctx.env,
        store: fileStoreFor(ctx.env),
        sessionCache: ctx.sessionCache,
        ticketSnapshots: ctx.ticketSnapshots,
      },
      viewer,
      { ...input, ip: ctx.ip },
    );
    ctx.clearSession();
    return { ok: true as const };
  }),
});
