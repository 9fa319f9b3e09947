import type { z } from 'zod';
import type { CreatedInvite, newInviteInput } from '#shared/schemas/operators.ts';
import { createInviteCode } from '../auth/invite-codes.ts';
import type { Executor } from '../db/client.ts';

/** A beta invite code an operator hands out (a customer's, or a developer's outside vetting). */
export async function createInvite(
  db: Executor,
  input: z.output<typeof newInviteInput>,
): Promise<CreatedInvite> {
  const row = await createInviteCode(db, {
    code: input.code,
    reusable: input.reusable,
    expiresAt: input.expires,
    grantsRole: input.role,
  });
  return { code: row.code, role: row.grantsRole, reusable: row.reusable, expires: row.expiresAt };
}
