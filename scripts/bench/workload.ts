/**
 * The command mix `npm run bench` sends, the same through HTTP and through the application: each
 * client owns a customer, a developer and a supply of fresh tickets, and takes each ticket through
 * four plain edits, then the commands with side effects and a plain one between them: the
 * developer grabs it (a mail to the customer), adds a milestone, submits the plan (a mail), and
 * the customer approves it, which opens the first milestone's checkout before writing and posts a
 * system message and a mail in the command's own statement. Real traffic is not only edits.
 */
export type Person = 'customer' | 'developer';

export interface Step {
  /** The tRPC procedure under `tickets.`, which is also the step's name in the report. */
  procedure: 'editTicket' | 'grabTicket' | 'addMilestone' | 'submitPlan' | 'approvePlan';
  by: Person;
  input: (ticketId: string, version: number) => Record<string, unknown>;
}

const versioned = (ticketId: string, expectedVersion: number) => ({ ticketId, expectedVersion });

const edit: Step = {
  procedure: 'editTicket',
  by: 'customer',
  input: (ticketId, version) => ({
    ...versioned(ticketId, version),
    details: { description: `Bench ${version}`, categories: ['web'], budget: '$1' },
  }),
};

const MIXED: Step[] = [
  edit,
  edit,
  edit,
  edit,
  { procedure: 'grabTicket', by: 'developer', input: versioned },
  {
    procedure: 'addMilestone',
    by: 'developer',
    input: (ticketId, version) => ({
      ...versioned(ticketId, version),
      milestone: {
        title: 'Fix the login',
        description: 'Find why the session is lost and fix it',
        estimatedMinutes: 90,
        hourlyRateCents: 6000,
      },
    }),
  },
  { procedure: 'submitPlan', by: 'developer', input: versioned },
  { procedure: 'approvePlan', by: 'customer', input: versioned },
];

/**
 * The steps each ticket goes through: `mixed` (the default), or `edits` (BENCH_MIX=edits), the
 * benchmark as it was before the mix: plain edits only, for comparison with older figures.
 */
export const CYCLES = { mixed: MIXED, edits: Array.from({ length: 64 }, () => edit) };
export type Mix = keyof typeof CYCLES;

export function mixFrom(value: string | undefined): Mix {
  if (value === undefined || value === 'mixed') return 'mixed';
  if (value === 'edits') return 'edits';
  throw new Error(`BENCH_MIX must be mixed or edits, not ${value}`);
}

/**
 * Tickets each client needs for `seconds` of load, warm-up included: a cycle takes at least
 * ~8 ms, so 16/s is ample.
 */
export const ticketsPerClient = (seconds: number) => Math.ceil(seconds * 16);

/**
 * One client's walk through its tickets: `next` runs the next step with `call` (which returns
 * the ticket's new version) and names the step it ran.
 */
export function cycleWalker(
  mix: Mix,
  tickets: string[],
  call: (step: Step, input: Record<string, unknown>) => Promise<number>,
) {
  const cycle = CYCLES[mix];
  let ticket = 0;
  let step = 0;
  let version = 1;
  return async (): Promise<string> => {
    const ticketId = tickets[ticket];
    if (!ticketId) throw new Error('the client ran out of tickets: raise ticketsPerClient');
    const current = cycle[step]!;
    version = await call(current, current.input(ticketId, version));
    step = (step + 1) % cycle.length;
    if (step === 0) {
      ticket++;
      version = 1;
    }
    return current.procedure;
  };
}
