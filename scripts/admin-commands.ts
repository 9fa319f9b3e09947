import { parseArgs } from 'node:util';
import { z } from 'zod';
import { email, password } from '#shared/schemas/auth.ts';

const inviteCreate = z.object({
  command: z.literal('invite:create'),
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{6,64}$/, '--code must be 6 to 64 letters, digits or dashes')
    .optional(),
  reusable: z.boolean().default(false),
  expires: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, '--expires must be a date like 2026-12-31')
    .refine((value) => !Number.isNaN(Date.parse(value)), '--expires must be a real date')
    .optional(),
  role: z
    .enum(['customer', 'developer'], { message: '--role must be customer or developer' })
    .default('customer'),
});

const moderatorCreate = z.object({
  command: z.literal('moderator:create'),
  email,
  password,
});

export const adminCommand = z.discriminatedUnion('command', [inviteCreate, moderatorCreate], {
  message: 'Unknown command: use invite:create or moderator:create',
});
export type AdminCommand = z.infer<typeof adminCommand>;

export const USAGE = `Usage:
  npm run admin -- invite:create [--code CODE] [--reusable] [--expires YYYY-MM-DD] [--role customer|developer]
  npm run admin -- moderator:create --email E --password P`;

/** Parses the command line into a validated command, or throws with a readable message. */
export function parseAdminArgs(argv: string[]): AdminCommand {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      code: { type: 'string' },
      reusable: { type: 'boolean' },
      expires: { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
    },
  });
  const result = adminCommand.safeParse({ command: positionals[0], ...values });
  if (!result.success) {
    throw new Error(result.error.issues.map((issue) => issue.message).join('\n'));
  }
  return result.data;
}
