import { describe, expect, it } from 'vitest';
import type { TicketCommand } from './commands.ts';
import { decide } from './decide.ts';
import { evolve } from './evolve.ts';
import {
  latestCase,
  latestCause,
  moderationCases,
  openCase,
  type CaseEventRow,
} from './moderation-case.ts';
import {
  context,
  created,
  customer,
  developer,
  milestoneInput,
  moderator,
  payments,
} from './test-support.ts';
import type { Actor, TicketState } from './ticket-state.ts';

const start = Date.parse('2026-11-01T10:00:00Z');

type Step = [Actor, TicketCommand | ((ticket: TicketState) => TicketCommand)];

/** The stored rows a run of commands appends, one minute apart per command. */
function rowsOf(...steps: Step[]): CaseEventRow[] {
  const rows: CaseEventRow[] = [];
  let state: TicketState | null = null;
  steps.forEach(([actor, make], index) => {
    const occurredAt = new Date(start + index * 60_000);
    const command = typeof make === 'function' ? make(state!) : make;
    for (const event of decide(state, command, actor, context)) {
      state = evolve(state, event, { ticketId: 't-1', occurredAt });
      rows.push({ version: state.version, occurredAt, actorId: actor.id, event });
    }
  });
  return rows;
}

const minute = (n: number) => new Date(start + n * 60_000);
const report = (messageId: string): Step => [
  customer,
  { type: 'ReportMessage', messageId, messageAuthorId: developer.id },
];
/** The payment of the first milestone (90 minutes at $50/h), as the provider tells it. */
const fundFirst: Step = [
  payments,
  (ticket) => ({
    type: 'FundMilestone',
    milestoneId: ticket.milestones[0]!.id,
    paymentId: 'p',
    amountCents: 7500,
    listCents: 7500,
  }),
];

describe('moderation cases', () => {
  it('has none for a request never sent to a moderator', () => {
    expect(moderationCases('t-1', rowsOf(...created()))).toEqual([]);
    expect(latestCase([])).toBeNull();
  });

  it('opens a case when a report sends the request to moderation, and gathers later reports into it', () => {
    const rows = rowsOf(
      ...created(),
      [developer, { type: 'GrabTicket' }],
      report('msg-1'),
      report('msg-2'),
    );
    const cases = moderationCases('t-1', rows);
    expect(cases).toHaveLength(1);
    const [open] = cases;
    expect(open?.since).toEqual(minute(2));
    expect(open?.resolution).toBeNull();
    expect(open?.causes.map((cause) => [cause.kind, cause.actorId])).toEqual([
      ['report', customer.id],
      ['report', customer.id],
    ]);
    expect(latestCause(open!)).toMatchObject({ kind: 'report', messageId: 'msg-2' });
  });

  it('closes a case on its resolution; the next report or dispute opens a new one', () => {
    const milestoneSteps: Step[] = [
      [developer, { type: 'AddMilestone', milestone: milestoneInput('M1') }],
      [developer, { type: 'SubmitPlan' }],
      [customer, { type: 'ApprovePlan' }],
    ];
    const rows = rowsOf(
      ...created(),
      [developer, { type: 'GrabTicket' }],
      report('msg-1'),
      [moderator, { type: 'ResolveCase', outcome: 'resume', note: 'Be kind' }],
      ...milestoneSteps,
      fundFirst,
      [customer, { type: 'OpenDispute', reason: 'No progress' }],
    );
    const cases = moderationCases('t-1', rows);
    expect(cases).toHaveLength(2);
    const [first, second] = cases;
    expect(first?.resolution).toMatchObject({
      outcome: 'resume',
      note: 'Be kind',
      actorId: moderator.id,
      occurredAt: minute(3),
    });
    expect(second).toMatchObject({
      since: minute(8),
      resolution: null,
      causes: [{ kind: 'dispute', reason: 'No progress', actorId: customer.id }],
    });
    expect(latestCase(cases)).toBe(second);
  });

  it('keeps funding during a case out of its causes', () => {
    const rows = rowsOf(
      ...created(),
      [developer, { type: 'GrabTicket' }],
      [developer, { type: 'AddMilestone', milestone: milestoneInput('M1') }],
      [developer, { type: 'SubmitPlan' }],
      [customer, { type: 'ApprovePlan' }],
      report('msg-1'),
      fundFirst,
    );
    expect(rows.at(-1)?.event.type).toBe('MilestoneFunded');
    const cases = moderationCases('t-1', rows);
    expect(cases).toHaveLength(1);
    expect(cases[0]?.causes.map((cause) => cause.kind)).toEqual(['report']);
  });

  describe('the open case from the events since it opened (openCase)', () => {
    const plan: Step[] = [
      [developer, { type: 'AddMilestone', milestone: milestoneInput('M1') }],
      [developer, { type: 'SubmitPlan' }],
      [customer, { type: 'ApprovePlan' }],
    ];
    const resume: Step = [moderator, { type: 'ResolveCase', outcome: 'resume', note: 'Go on' }];
    /** Two past cases, work between them, then an open case with funding and further reports. */
    const histories: Record<string, CaseEventRow[]> = {
      'a first case': rowsOf(...created(), [developer, { type: 'GrabTicket' }], report('m-1')),
      'a case after two resolved ones': rowsOf(
        ...created(),
        [developer, { type: 'GrabTicket' }],
        report('m-1'),
        report('m-2'),
        resume,
        report('m-3'),
        resume,
        ...plan,
        fundFirst,
        [customer, { type: 'OpenDispute', reason: 'Nothing works' }],
        report('m-4'),
        report('m-5'),
      ),
      'a case opened right after a resolution': rowsOf(
        ...created(),
        [developer, { type: 'GrabTicket' }],
        report('m-1'),
        resume,
        report('m-2'),
      ),
    };

    for (const [name, rows] of Object.entries(histories)) {
      it(`is the last case of the whole history, however far back the rows start: ${name}`, () => {
        const whole = moderationCases('t-1', rows).at(-1)!;
        expect(whole.resolution).toBeNull();
        const opened = rows.findIndex((row) => row.version === whole.causes[0]!.version);
        expect(opened).toBeGreaterThan(0);
        for (let from = 0; from <= opened; from++) {
          expect(openCase(whole.since, rows.slice(from))).toEqual(whole);
        }
      });
    }

    it('leaves out what came before the last resolution, a funding during the case too', () => {
      const rows = histories['a case after two resolved ones']!;
      const open = openCase(moderationCases('t-1', rows).at(-1)!.since, rows);
      expect(
        open.causes.map((cause) => (cause.kind === 'report' ? cause.messageId : 'dispute')),
      ).toEqual(['dispute', 'm-4', 'm-5']);
      expect(latestCause(open)).toMatchObject({ kind: 'report', messageId: 'm-5' });
    });
  });
});
