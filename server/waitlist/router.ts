import { customerWaitlistInput, developerWaitlistInput } from '#shared/schemas/waitlist.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { joinWaitlist } from './join-waitlist.ts';

export const waitlistRouter = router({
  joinCustomers: publicProcedure.input(customerWaitlistInput).mutation(async ({ ctx, input }) => {
    await joinWaitlist(ctx.db, ctx.env, ctx.ip, { kind: 'customer', ...input });
    return { joined: true as const };
  }),
  joinDevelopers: publicProcedure.input(developerWaitlistInput).mutation(async ({ ctx, input }) => {
    await joinWaitlist(ctx.db, ctx.env, ctx.ip, { kind: 'developer', ...input });
    return { joined: true as const };
  }),
});
