import { newInviteInput, newModeratorInput } from '#shared/schemas/operators.ts';
import { createModerator } from '../auth/create-moderator.ts';
import { operatorProcedure, router } from '../trpc/init.ts';
import { createInvite } from './create-invite.ts';

/** Operators' own procedures; everything else a script does goes through the users' ones. */
export const operatorsRouter = router({
  createInvite: operatorProcedure
    .input(newInviteInput)
    .mutation(({ ctx, input }) => createInvite(ctx.db, input)),
  createModerator: operatorProcedure
    .input(newModeratorInput)
    .mutation(({ ctx, input }) => createModerator(ctx.db, input)),
});
