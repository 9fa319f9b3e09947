import { describe, expect, it } from 'vitest';
import type { TicketCommand } from './commands.ts';
import {
  decide,
  DELIVERABLE_REQUIRED,
  FEEDBACK_REQUIRED_TO_REJECT,
  NOT_ALLOWED,
  ONLY_REFUNDS_NAME_A_MILESTONE,
  RATING_OR_FEEDBACK_REQUIRED,
} from './decide.ts';
import {
  context,
  created,
  customer,
  details,
  developer,
  firstMilestoneInReview,
  given,
  milestoneIds,
  milestoneInput,
  mobileDeveloper,
  moderator,
  otherCustomer,
  otherDeveloper,
  payments,
  planning,
  reviewingPlan,
  run,
  timer,
  withPlan,
  working,
  deliverable,
} from './test-support.ts';
import type { Actor, TicketState } from './ticket-state.ts';

const refusal = (state: TicketState | null, actor: Actor, command: TicketCommand) => {
  try {
    decide(state, command, actor, context);
  } catch (error) {
    return { kind: (error as { kind?: string }).kind, message: (error as Error).message };
  }
  throw new Error(`${command.type} by ${actor.id} was allowed`);
};

describe('creating and editing a request', () => {
  it('creates a pending ticket owned by the customer', () => {
    const state = given(...created());
    expect(state).toMatchObject({
      status: 'AWAITING_ASSIGNMENT',
      customerId: customer.id,
      developerId: null,
      version: 1,
    });
  });

  it('lets only customers create, and only once', () => {
    expect(refusal(null, developer, { type: 'CreateTicket', details })).toMatchObject({
      kind: 'forbidden',
    });
    expect(refusal(given(...created()), customer, { type: 'CreateTicket', details })).toMatchObject(
      { kind: 'exists' },
    );
  });

  it('lets the owner edit and delete while pending, nobody else, and never after assignment', () => {
    const pending = given(...created());
    const edited = run(pending, customer, {
      type: 'EditTicket',
      details: { ...details, budget: '$300' },
    });
    expect(edited.budget).toBe('$300');
    expect(refusal(pending, otherCustomer, { type: 'EditTicket', details })).toMatchObject({
      kind: 'not-allowed',
      message: NOT_ALLOWED,
    });
    expect(refusal(given(...planning()), customer, { type: 'DeleteTicket' })).toMatchObject({
      kind: 'not-allowed',
    });

    const deleted = run(pending, customer, { type: 'DeleteTicket' });
    expect(deleted.deleted).toBe(true);
    // A deleted request is gone for every command.
    expect(refusal(deleted, developer, { type: 'GrabTicket' })).toMatchObject({
      kind: 'not-found',
    });
  });
});

describe('grabbing and abandoning', () => {
  it('assigns a developer whose categories match', () => {
    expect(given(...planning())).toMatchObject({
      status: 'DEVELOPER_PLANNING',
      developerId: developer.id,
    });
  });

  it('refuses a developer without the category, the customer, a second developer, and a developer on their own ticket', () => {
    const pending = given(...created());
    expect(refusal(pending, mobileDeveloper, { type: 'GrabTicket' })).toMatchObject({
      kind: 'not-allowed',
    });
    expect(refusal(pending, customer, { type: 'GrabTicket' })).toMatchObject({
      kind: 'not-allowed',
    });
    expect(refusal(given(...planning()), otherDeveloper, { type: 'GrabTicket' })).toMatchObject({
      kind: 'not-allowed',
    });
    const ownTicket = given([
      { ...developer, role: 'customer' },
      { type: 'CreateTicket', details },
    ]);
    expect(refusal(ownTicket, developer, { type: 'GrabTicket' })).toMatchObject({
      kind: 'not-allowed',
    });
  });

  it('abandoning returns the ticket to the pool and discards the plan', () => {
    const state = run(given(...reviewingPlan()), developer, { type: 'AbandonTicket' });
    expect(state).toMatchObject({
      status: 'AWAITING_ASSIGNMENT',
      developerId: null,
      milestones: [],
    });
    expect(refusal(given(...planning()), otherDeveloper, { type: 'AbandonTicket' })).toMatchObject({
      kind: 'not-allowed',
    });
    expect(refusal(given(...working()), developer, { type: 'AbandonTicket' })).toMatchObject({
      kind: 'not-allowed',
    });
  });
});

describe('planning', () => {
  it('adds, edits and removes milestones while planning, each starting PLANNED and unpaid', () => {
    let state = given(...withPlan(2));
    expect(state.milestones.map((m) => [m.title, m.status, m.paid])).toEqual([
      ['M1', 'PLANNED', false],
      ['M2', 'PLANNED', false],
    ]);
    const [first, second] = milestoneIds(state);
    state = run(state, developer, {
      type: 'EditMilestone',
      milestoneId: first!,
      milestone: milestoneInput('Fix login'),
    });
    state = run(state, developer, { type: 'RemoveMilestone', milestoneId: second! });
    expect(state.milestones.map((m) => m.title)).toEqual(['Fix login']);
    expect(
      refusal(state, developer, { type: 'RemoveMilestone', milestoneId: 'nope' }),
    ).toMatchObject({ kind: 'not-allowed' });
    expect(
      refusal(state, customer, { type: 'AddMilestone', milestone: milestoneInput('x') }),
    ).toMatchObject({ kind: 'not-allowed' });
  });

  it('needs at least one milestone to submit, and no plan edits once submitted', () => {
    expect(refusal(given(...planning()), developer, { type: 'SubmitPlan' })).toMatchObject({
      kind: 'not-allowed',
    });
    const submitted = given(...reviewingPlan());
    expect(submitted.status).toBe('CUSTOMER_REVIEWING_PLAN');
    expect(
      refusal(submitted, developer, { type: 'AddMilestone', milestone: milestoneInput('x') }),
    ).toMatchObject({ kind: 'not-allowed' });
  });

  it('the owner requests changes with feedback, or approves', () => {
    const submitted = given(...reviewingPlan());
    expect(
      refusal(submitted, customer, { type: 'RequestPlanChanges', feedback: '  ' }),
    ).toMatchObject({
      kind: 'invalid',
      message: RATING_OR_FEEDBACK_REQUIRED,
    });
    expect(
      run(submitted, customer, { type: 'RequestPlanChanges', feedback: 'Cheaper please' }).status,
    ).toBe('DEVELOPER_PLANNING');
    expect(run(submitted, customer, { type: 'ApprovePlan' }).status).toBe('DEVELOPER_WORKING');
    expect(refusal(submitted, otherCustomer, { type: 'ApprovePlan' })).toMatchObject({
      kind: 'not-allowed',
    });
  });
});

describe('milestone work', () => {
  it('starts only a paid milestone, and only one at a time', () => {
    let state = given(...working(2));
    const [first, second] = milestoneIds(state);
    expect(
      refusal(state, developer, { type: 'StartMilestone', milestoneId: first! }),
    ).toMatchObject({ kind: 'not-allowed' });
    expect(
      refusal(state, developer, {
        type: 'FundMilestone',
        milestoneId: first!,
        paymentId: 'p',
        amountCents: 1,
        listCents: 7500,
      }),
    ).toMatchObject({
      kind: 'not-allowed',
    });
    state = run(state, payments, {
      type: 'FundMilestone',
      milestoneId: first!,
      paymentId: 'p-1',
      amountCents: 7500,
      listCents: 7500,
    });
    state = run(state, payments, {
      type: 'FundMilestone',
      milestoneId: second!,
      paymentId: 'p-2',
      amountCents: 7500,
      listCents: 7500,
    });
    expect(
      refusal(state, payments, {
        type: 'FundMilestone',
        milestoneId: first!,
        paymentId: 'p-3',
        amountCents: 7500,
        listCents: 7500,
      }),
    ).toMatchObject({
      kind: 'not-allowed',
    });
    state = run(state, developer, { type: 'StartMilestone', milestoneId: first! });
    expect(state.milestones[0]?.status).toBe('IN_PROGRESS');
    expect(
      refusal(state, developer, { type: 'StartMilestone', milestoneId: second! }),
    ).toMatchObject({ kind: 'not-allowed' });
  });

  it('funds a milestone only with a payment for the price its plan has now', () => {
    const state = given(...working(1));
    const [first] = milestoneIds(state);
    // A checkout opened at an earlier price (the plan was sent back and re-priced meanwhile).
    const stale = {
      type: 'FundMilestone',
      milestoneId: first!,
      paymentId: 'p-old',
      amountCents: 2500,
      listCents: 5000,
    } as const;
    expect(refusal(state, payments, stale)).toMatchObject({ kind: 'not-allowed' });
    const funded = run(state, payments, { ...stale, paymentId: 'p-1', listCents: 7500 });
    expect(funded.milestones[0]?.paid).toBe(true);
  });

  it('submitting puts the milestone in review and the ticket in results review', () => {
    const state = firstMilestoneInReview();
    expect(state.status).toBe('CUSTOMER_REVIEWING_RESULTS');
    expect(state.milestones[0]?.status).toBe('IN_REVIEW');
  });

  it('approving with work left goes back to working; approving the last completes the ticket', () => {
    let state = firstMilestoneInReview(2);
    const [first, second] = milestoneIds(state);
    state = run(state, customer, { type: 'ApproveMilestone', milestoneId: first! });
    expect(state.status).toBe('DEVELOPER_WORKING');
    expect(state.milestones[0]?.status).toBe('ACCEPTED');

    state = run(state, payments, {
      type: 'FundMilestone',
      milestoneId: second!,
      paymentId: 'p-2',
      amountCents: 7500,
      listCents: 7500,
    });
    state = run(state, developer, { type: 'StartMilestone', milestoneId: second! });
    state = run(state, developer, {
      type: 'SubmitMilestone',
      milestoneId: second!,
      files: deliverable,
    });
    state = run(state, timer, { type: 'AutoApproveMilestone', milestoneId: second! });
    expect(state.status).toBe('CUSTOMER_APPROVED');
  });

  it('sending back needs feedback, and the rejected milestone can be started again', () => {
    let state = firstMilestoneInReview();
    const [first] = milestoneIds(state);
    expect(
      refusal(state, customer, { type: 'RejectMilestone', milestoneId: first!, feedback: '' }),
    ).toMatchObject({
      kind: 'invalid',
      message: FEEDBACK_REQUIRED_TO_REJECT,
    });
    state = run(state, customer, {
      type: 'RejectMilestone',
      milestoneId: first!,
      feedback: 'Still crashes',
    });
    expect(state.status).toBe('DEVELOPER_WORKING');
    expect(state.milestones[0]?.status).toBe('REJECTED');
    state = run(state, developer, { type: 'StartMilestone', milestoneId: first! });
    expect(state.milestones[0]?.status).toBe('IN_PROGRESS');

    // The resubmission adds its files to what was handed over before.
    state = run(state, developer, {
      type: 'SubmitMilestone',
      milestoneId: first!,
      files: { 'second-key': 'fix-2.zip' },
      note: 'Fixed the crash too',
    });
    expect(state.milestones[0]?.files).toEqual({ ...deliverable, 'second-key': 'fix-2.zip' });
  });

  it('a milestone is handed over with its work: one to ten files and an optional note', () => {
    let state = given(...working());
    const milestoneId = milestoneIds(state)[0]!;
    state = run(state, payments, {
      type: 'FundMilestone',
      milestoneId,
      paymentId: 'p-1',
      amountCents: 7500,
      listCents: 7500,
    });
    state = run(state, developer, { type: 'StartMilestone', milestoneId });
    expect(
      refusal(state, developer, { type: 'SubmitMilestone', milestoneId, files: {} }),
    ).toMatchObject({ kind: 'invalid', message: DELIVERABLE_REQUIRED });
    const eleven = Object.fromEntries(
      Array.from({ length: 11 }, (_, index) => [`key-${index}`, `${index}.zip`]),
    );
    expect(
      refusal(state, developer, { type: 'SubmitMilestone', milestoneId, files: eleven }),
    ).toMatchObject({ kind: 'invalid', message: 'You can only upload 10 files' });
    const events = decide(
      state,
      { type: 'SubmitMilestone', milestoneId, files: deliverable, note: ' ' },
      developer,
      context,
    );
    expect(events).toEqual([
      {
        type: 'MilestoneSubmitted',
        data: { milestoneId, files: deliverable, note: ' ', to: 'CUSTOMER_REVIEWING_RESULTS' },
      },
    ]);
    const submitted = run(state, developer, {
      type: 'SubmitMilestone',
      milestoneId,
      files: deliverable,
      note: 'Here is the fix',
    });
    expect(submitted.milestones[0]).toMatchObject({ status: 'IN_REVIEW', files: deliverable });
  });

  it('only the timer auto-approves and only the owner approves', () => {
    const state = firstMilestoneInReview();
    const [first] = milestoneIds(state);
    expect(
      refusal(state, customer, { type: 'AutoApproveMilestone', milestoneId: first! }),
    ).toMatchObject({ kind: 'not-allowed' });
    expect(
      refusal(state, developer, { type: 'ApproveMilestone', milestoneId: first! }),
    ).toMatchObject({ kind: 'not-allowed' });
  });
});

describe('disputes, reports and moderation', () => {
  it('a report by a participant on someone else message sends the ticket to moderation, remembering where it was', () => {
    const state = given(...planning());
    expect(
      refusal(state, developer, {
        type: 'ReportMessage',
        messageId: 'msg',
        messageAuthorId: developer.id,
      }),
    ).toMatchObject({ kind: 'not-allowed' });
    expect(
      refusal(state, otherCustomer, {
        type: 'ReportMessage',
        messageId: 'msg',
        messageAuthorId: developer.id,
      }),
    ).toMatchObject({ kind: 'not-allowed' });
    const reported = run(state, customer, {
      type: 'ReportMessage',
      messageId: 'msg',
      messageAuthorId: developer.id,
    });
    expect(reported).toMatchObject({
      status: 'REQUIRES_MOD_ASSISTANCE',
      statusBeforeModeration: 'DEVELOPER_PLANNING',
    });
    const resumed = run(reported, moderator, {
      type: 'ResolveCase',
      outcome: 'resume',
      note: 'Talked to both',
    });
    expect(resumed).toMatchObject({ status: 'DEVELOPER_PLANNING', statusBeforeModeration: null });
  });

  it('a refund can be asked for only while money is held', () => {
    const approved = given(...working(2));
    const [first, second] = milestoneIds(approved);
    const ask = { type: 'OpenDispute', reason: 'Nothing works' } as const;
    expect(refusal(approved, customer, ask)).toMatchObject({ kind: 'not-allowed' });
    const fund = (state: TicketState, milestoneId: string) =>
      run(state, payments, {
        type: 'FundMilestone',
        milestoneId,
        paymentId: `p-${milestoneId}`,
        amountCents: 7500,
        listCents: 7500,
      });
    const funded = fund(approved, first!);
    expect(run(funded, customer, ask).status).toBe('REQUIRES_MOD_ASSISTANCE');
    // Once the first milestone's money went to the developer, nothing is held until the next
    // is paid.
    let state = run(funded, developer, { type: 'StartMilestone', milestoneId: first! });
    state = run(state, developer, {
      type: 'SubmitMilestone',
      milestoneId: first!,
      files: deliverable,
    });
    state = run(state, customer, { type: 'ApproveMilestone', milestoneId: first! });
    expect(refusal(state, customer, ask)).toMatchObject({ kind: 'not-allowed' });
    expect(run(fund(state, second!), customer, ask).status).toBe('REQUIRES_MOD_ASSISTANCE');
  });

  it('declaring no solution rejects the ticket and refunds funded, unaccepted milestones', () => {
    const inReview = firstMilestoneInReview(2);
    const events = decide(
      inReview,
      { type: 'DeclareNoSolution', reason: 'Cannot reproduce' },
      developer,
      context,
    );
    expect(events.map((event) => event.type)).toEqual(['NoSolutionDeclared', 'MilestoneRefunded']);
    const state = run(inReview, developer, {
      type: 'DeclareNoSolution',
      reason: 'Cannot reproduce',
    });
    expect(state.status).toBe('CUSTOMER_REJECTED');
    expect(state.milestones.map((m) => m.refunded)).toEqual([true, false]);
  });

  it('a dispute goes to a moderator, who may refund or release the milestone in review', () => {
    const disputed = run(firstMilestoneInReview(1), customer, {
      type: 'OpenDispute',
      reason: 'Not what I asked',
    });
    expect(disputed.status).toBe('REQUIRES_MOD_ASSISTANCE');
    expect(
      refusal(disputed, customer, { type: 'ResolveCase', outcome: 'refund', note: '' }),
    ).toMatchObject({ kind: 'not-allowed' });

    const refunded = run(disputed, moderator, {
      type: 'ResolveCase',
      outcome: 'refund',
      note: 'Refunded',
    });
    expect(refunded.status).toBe('CUSTOMER_REJECTED');
    expect(refunded.milestones[0]?.refunded).toBe(true);

    const released = run(disputed, moderator, {
      type: 'ResolveCase',
      outcome: 'release',
      note: 'Work is fine',
    });
    expect(released.status).toBe('CUSTOMER_APPROVED');
    expect(released.milestones[0]?.status).toBe('ACCEPTED');
  });

  /** Two milestones paid for, the first in review, and the customer asking for a refund. */
  const disputedWithBothPaid = (reason: string) => {
    const inReview = firstMilestoneInReview(2);
    const [first, second] = milestoneIds(inReview);
    const funded = run(inReview, payments, {
      type: 'FundMilestone',
      milestoneId: second!,
      paymentId: 'p-2',
      amountCents: 7500,
      listCents: 7500,
    });
    return { disputed: run(funded, customer, { type: 'OpenDispute', reason }), first, second };
  };

  it('refunds one named milestone, leaving the others as they were', () => {
    const { disputed, first, second } = disputedWithBothPaid('Not what I asked');
    const command = {
      type: 'ResolveCase',
      outcome: 'refund',
      note: 'The first part was not delivered',
      milestoneId: first!,
    } as const;
    expect(decide(disputed, command, moderator, context)).toEqual([
      {
        type: 'CaseResolved',
        data: { outcome: 'refund', note: 'The first part was not delivered', milestoneId: first },
      },
      { type: 'MilestoneRefunded', data: { milestoneId: first } },
      {
        type: 'TicketStatusChanged',
        data: { from: 'REQUIRES_MOD_ASSISTANCE', to: 'DEVELOPER_WORKING' },
      },
    ]);
    const refunded = run(disputed, moderator, command);
    expect(refunded.milestones.map((m) => [m.paid, m.refunded])).toEqual([
      [true, true],
      [true, false],
    ]);
    // The refunded milestone is out of the plan: not approvable, and it blocks nothing.
    expect(
      refusal(refunded, customer, { type: 'ApproveMilestone', milestoneId: first! }),
    ).toMatchObject({ kind: 'not-allowed' });
    const started = run(refunded, developer, { type: 'StartMilestone', milestoneId: second! });
    expect(started.milestones[1]?.status).toBe('IN_PROGRESS');
  });

  it('after a single refund, the request stays with the customer while another milestone is in review', () => {
    const { disputed, first, second } = disputedWithBothPaid('Paid too early');
    const refunded = run(disputed, moderator, {
      type: 'ResolveCase',
      outcome: 'refund',
      note: 'Paid ahead by mistake',
      milestoneId: second!,
    });
    expect(refunded.status).toBe('CUSTOMER_REVIEWING_RESULTS');
    const approved = run(refunded, customer, { type: 'ApproveMilestone', milestoneId: first! });
    // The refunded milestone is no work left: approving the other one completes the request.
    expect(approved.status).toBe('CUSTOMER_APPROVED');
  });

  it('after a single refund, work still to pay for goes on; the last work refunded closes the request', () => {
    const disputedOf = (count: number) =>
      run(firstMilestoneInReview(count), customer, { type: 'OpenDispute', reason: 'Broken' });
    const twoPlanned = disputedOf(2);
    const [first, second] = milestoneIds(twoPlanned);
    const goesOn = run(twoPlanned, moderator, {
      type: 'ResolveCase',
      outcome: 'refund',
      note: 'Refund the first part',
      milestoneId: first!,
    });
    expect(goesOn.status).toBe('DEVELOPER_WORKING');
    expect(
      run(goesOn, payments, {
        type: 'FundMilestone',
        milestoneId: second!,
        paymentId: 'p-2',
        amountCents: 7500,
        listCents: 7500,
      }).milestones[1]?.paid,
    ).toBe(true);

    const onePlanned = disputedOf(1);
    const closed = run(onePlanned, moderator, {
      type: 'ResolveCase',
      outcome: 'refund',
      note: 'Nothing usable',
      milestoneId: milestoneIds(onePlanned)[0]!,
    });
    expect(closed.status).toBe('CUSTOMER_REJECTED');
  });

  it('refunds one milestone only when money is held for it, and only a refund names one', () => {
    const disputed = run(firstMilestoneInReview(2), customer, {
      type: 'OpenDispute',
      reason: 'Broken',
    });
    const [first, unpaid] = milestoneIds(disputed);
    const refund = (milestoneId: string) =>
      ({ type: 'ResolveCase', outcome: 'refund', note: 'Refund', milestoneId }) as const;
    expect(refusal(disputed, moderator, refund(unpaid!))).toMatchObject({
      kind: 'not-allowed',
      message: NOT_ALLOWED,
    });
    expect(refusal(disputed, moderator, refund('missing'))).toMatchObject({
      kind: 'not-allowed',
    });
    expect(refusal(disputed, customer, refund(first!))).toMatchObject({ kind: 'not-allowed' });
    expect(
      refusal(disputed, moderator, {
        type: 'ResolveCase',
        outcome: 'resume',
        note: 'Go on',
        milestoneId: first!,
      }),
    ).toMatchObject({ kind: 'invalid', message: ONLY_REFUNDS_NAME_A_MILESTONE });
  });

  it('a resolution that names no milestone records none', () => {
    const disputed = run(firstMilestoneInReview(1), customer, {
      type: 'OpenDispute',
      reason: 'Broken',
    });
    const [resolved] = decide(
      disputed,
      { type: 'ResolveCase', outcome: 'refund', note: 'All of it' },
      moderator,
      context,
    );
    expect(resolved).toEqual({
      type: 'CaseResolved',
      data: { outcome: 'refund', note: 'All of it' },
    });
  });

  it('nothing but ratings happens on a closed ticket', () => {
    const inReview = firstMilestoneInReview(1);
    const approved = run(inReview, customer, {
      type: 'ApproveMilestone',
      milestoneId: milestoneIds(inReview)[0]!,
    });
    expect(approved.status).toBe('CUSTOMER_APPROVED');
    expect(refusal(approved, customer, { type: 'OpenDispute', reason: 'late' })).toMatchObject({
      kind: 'not-allowed',
    });
    expect(
      refusal(approved, customer, {
        type: 'ReportMessage',
        messageId: 'm',
        messageAuthorId: developer.id,
      }),
    ).toMatchObject({ kind: 'not-allowed' });
    const rated = run(
      run(approved, customer, { type: 'RateTicket', rating: 5, feedback: null }),
      developer,
      {
        type: 'RateTicket',
        rating: null,
        feedback: 'Great customer',
      },
    );
    expect(rated.ratedBy).toEqual(['customer', 'developer']);
  });

  it('a rating needs stars or words, 1 to 5', () => {
    const state = firstMilestoneInReview();
    expect(
      refusal(state, customer, { type: 'RateTicket', rating: null, feedback: ' ' }),
    ).toMatchObject({
      message: RATING_OR_FEEDBACK_REQUIRED,
    });
    expect(
      refusal(state, customer, { type: 'RateTicket', rating: 6, feedback: null }),
    ).toMatchObject({ kind: 'invalid' });
    // The developer rates only once the customer approved.
    expect(
      refusal(state, developer, { type: 'RateTicket', rating: 4, feedback: null }),
    ).toMatchObject({ kind: 'not-allowed' });
  });
});

it('every event bumps the version by one', () => {
  const state = given(...working(2));
  // Created, grabbed, two milestones, submitted, approved.
  expect(state.version).toBe(6);
});
