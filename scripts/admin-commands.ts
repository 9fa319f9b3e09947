import { parseArgs } from 'node:util';
import { z } from 'zod';
import { newInviteInput, newModeratorInput } from '#shared/schemas/operators.ts';

// `npm run admin`: the command line, read into one typed command. The values a procedure takes
// are checked here with the procedure's own input schema where the command maps onto one field
// for field (invites, moderators), so a typo is named by its option before anything connects;
// the rest (ids, reasons, outcomes) the procedures check, as they check a screen's input.

export const USAGE = `Usage: npm run admin -- <command> [options] [--json]

  invite:create    [--code CODE] [--reusable] [--expires YYYY-MM-DD] [--role customer|developer]
  moderator:create --email EMAIL --password PASSWORD [--first-name NAME] [--last-name NAME]

  As a moderator (--as names them; the request's history records them):
  queue            --as MODERATOR_EMAIL
  case:resolve     TICKET_ID --outcome resume|refund|release [--milestone MILESTONE_ID] --reason TEXT --as MODERATOR_EMAIL
  user:suspend     USER_ID --reason TEXT --as MODERATOR_EMAIL
  user:lift        USER_ID --as MODERATOR_EMAIL
  ticket:history   TICKET_ID --as MODERATOR_EMAIL

  --json prints the procedure's answer as JSON instead of words.`;

/** The command-line option each input field comes from, to name it in a message. */
export const OPTION_OF: Record<string, string> = {
  code: '--code',
  reusable: '--reusable',
  expires: '--expires',
  role: '--role',
  email: '--email',
  password: '--password',
  firstName: '--first-name',
  lastName: '--last-name',
  outcome: '--outcome',
  milestoneId: '--milestone',
  reason: '--reason',
  ticketId: 'TICKET_ID',
  userId: 'USER_ID',
};

const moderatorEmail = z
  .string({ message: '--as is required: the email of the moderator acting' })
  .min(1, '--as is required: the email of the moderator acting');
const required = (name: string) => z.string({ message: `${name} is required` });

const asModerator = {
  queue: z.object({ as: moderatorEmail }),
  'case:resolve': z.object({
    as: moderatorEmail,
    ticketId: required('TICKET_ID'),
    outcome: required('--outcome'),
    milestoneId: z.string().optional(),
    reason: required('--reason'),
  }),
  'user:suspend': z.object({
    as: moderatorEmail,
    userId: required('USER_ID'),
    reason: required('--reason'),
  }),
  'user:lift': z.object({ as: moderatorEmail, userId: required('USER_ID') }),
  'ticket:history': z.object({ as: moderatorEmail, ticketId: required('TICKET_ID') }),
} as const;

type AsModerator = {
  [K in keyof typeof asModerator]: { command: K; json: boolean } & z.output<
    (typeof asModerator)[K]
  >;
}[keyof typeof asModerator];

export type AdminCommand =
  | { command: 'invite:create'; json: boolean; input: z.output<typeof newInviteInput> }
  | { command: 'moderator:create'; json: boolean; input: z.output<typeof newModeratorInput> }
  | AsModerator;

const COMMANDS = ['invite:create', 'moderator:create', ...Object.keys(asModerator)];

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
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      as: { type: 'string' },
      outcome: { type: 'string' },
      milestone: { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  const [command, target, ...extra] = positionals;
  const json = values.json ?? false;
  if (!command || !COMMANDS.includes(command)) {
    throw new Error(`Unknown command: use one of ${COMMANDS.join(', ')}`);
  }
  if (extra.length > 0) throw new Error(`Unexpected arguments: ${extra.join(' ')}`);

  if (command === 'invite:create') {
    const { code, reusable, expires, role } = values;
    return { command, json, input: checked(newInviteInput, { code, reusable, expires, role }) };
  }
  if (command === 'moderator:create') {
    const input = checked(newModeratorInput, {
      email: values.email,
      password: values.password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    return { command, json, input };
  }
  const key = command as keyof typeof asModerator;
  const fields = {
    as: values.as,
    ticketId: target,
    userId: target,
    outcome: values.outcome,
    milestoneId: values.milestone,
    reason: values.reason,
  };
  return { command: key, json, ...checked(asModerator[key], fields) } as AsModerator;
}

function checked<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(describeIssues(result.error.issues));
}

/** Zod's issues as lines naming the option each came from ("--code: The code must be …"). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .map((issue) => {
      const option = OPTION_OF[String(issue.path[0])];
      return option && !issue.message.startsWith(option)
        ? `${option}: ${issue.message}`
        : issue.message;
    })
    .join('\n');
}
