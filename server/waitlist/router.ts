import {
  confirmApplicationInput,
  customerWaitlistInput,
  developerWaitlistInput,
} from '#shared/schemas/waitlist.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { confirmApplication } from './application-confirmation.ts';
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
  // A mutation, so the link's token travels in a POST body, never in a logged URL.
  confirmApplication: publicProcedure
    .input(confirmApplicationInput)
    .mutation(({ ctx, input }) =>
      confirmApplication(ctx.db, ctx.env, { token: input.token, ip: ctx.ip }),
    ),
});
