import { describe, it } from 'vitest';
import type { TicketCommand } from './commands.ts';
import {
  DELIVERABLE_REQUIRED,
  FEEDBACK_REQUIRED_TO_REJECT,
  NOT_ALLOWED,
  ONLY_REFUNDS_NAME_A_MILESTONE,
  RATING_OR_FEEDBACK_REQUIRED,
} from './decide.ts';
import { given, NEW_MILESTONE_ID } from './decider-spec-test-support.ts';
import {
  disputed,
  firstInReview,
  MILESTONE_CENTS,
  pending,
  planning,
  reviewingPlan,
  was,
  withPlan,
  working,
} from './past-events-test-support.ts';
import {
  customer,
  deliverable,
  details,
  developer,
  milestoneInput,
  mobileDeveloper,
  moderator,
  otherCustomer,
  otherDeveloper,
  payments,
  timer,
} from './test-support.ts';

// Each rule as the decider states it: given what happened, when someone sends a command, then
// exactly these events, or a refusal. What the events do to the ticket is evolve.test.ts's.

const fund = (
  milestoneId: string,
  { listCents = MILESTONE_CENTS, paymentId = `p-${milestoneId}` } = {},
): TicketCommand => ({
  type: 'FundMilestone',
  milestoneId,
  paymentId,
  amountCents: MILESTONE_CENTS,
  listCents,
});
const report = { type: 'ReportMessage', messageId: 'msg', messageAuthorId: developer.id } as const;
const resolve = (outcome: 'resume' | 'refund' | 'release', note: string, milestoneId?: string) =>
  (milestoneId === undefined
    ? { type: 'ResolveCase', outcome, note }
    : { type: 'ResolveCase', outcome, note, milestoneId }) satisfies TicketCommand;

describe('creating and editing a request', () => {
  it('creates a pending ticket owned by the customer', () => {
    given()
      .when(customer, { type: 'CreateTicket', details })
      .then({
        type: 'TicketCreated',
        data: { customerId: customer.id, details, to: 'AWAITING_ASSIGNMENT' },
      });
  });

  it('lets only customers create, and only once', () => {
    given().when(developer, { type: 'CreateTicket', details }).thenRefuses('forbidden');
    given(...pending())
      .when(customer, { type: 'CreateTicket', details })
      .thenRefuses('exists');
  });

  it('lets the owner edit and delete while pending, nobody else, and never after assignment', () => {
    const edited = { ...details, budget: '$300' };
    given(...pending())
      .when(customer, { type: 'EditTicket', details: edited })
      .then({ type: 'TicketEdited', data: { details: edited } });
    given(...pending())
      .when(otherCustomer, { type: 'EditTicket', details })
      .thenRefuses('not-allowed', NOT_ALLOWED);
    given(...pending())
      .when(customer, { type: 'DeleteTicket' })
      .then({ type: 'TicketDeleted', data: {} });
    given(...planning())
      .when(customer, { type: 'DeleteTicket' })
      .thenRefuses('not-allowed');
  });

  it('answers every command on a deleted request as not found', () => {
    given(...pending(), was.deleted())
      .when(developer, { type: 'GrabTicket' })
      .thenRefuses('not-found');
    given(...pending(), was.deleted())
      .when(customer, { type: 'EditTicket', details })
      .thenRefuses('not-found');
  });
});

describe('grabbing and abandoning', () => {
  it('assigns a developer whose categories match', () => {
    given(...pending())
      .when(developer, { type: 'GrabTicket' })
      .then({
        type: 'TicketGrabbed',
        data: { developerId: developer.id, to: 'DEVELOPER_PLANNING' },
      });
  });

  it('refuses a developer without the category, the customer, a second developer, and a developer on their own ticket', () => {
    given(...pending())
      .when(mobileDeveloper, { type: 'GrabTicket' })
      .thenRefuses('not-allowed');
    given(...pending())
      .when(customer, { type: 'GrabTicket' })
      .thenRefuses('not-allowed');
    given(...planning())
      .when(otherDeveloper, { type: 'GrabTicket' })
      .thenRefuses('not-allowed');
    given(was.created({ ...developer, role: 'customer' }))
      .when(developer, { type: 'GrabTicket' })
      .thenRefuses('not-allowed');
  });

  it('offers a request to the developer hired again alone, whatever their categories, until they pass or it runs out', () => {
    // Offered to a developer of other categories: theirs to take; nobody else's, not even a match.
    given(was.offered(mobileDeveloper))
      .when(mobileDeveloper, { type: 'GrabTicket' })
      .then({
        type: 'TicketGrabbed',
        data: { developerId: mobileDeveloper.id, to: 'DEVELOPER_PLANNING' },
      });
    given(was.offered(mobileDeveloper))
      .when(developer, { type: 'GrabTicket' })
      .thenRefuses('not-allowed');
    // Only they pass, only the system ends it; then it is every matching developer's.
    given(was.offered(mobileDeveloper))
      .when(mobileDeveloper, { type: 'PassOffer' })
      .then({ type: 'OfferEnded', data: { developerId: mobileDeveloper.id, reason: 'passed' } });
    given(was.offered(mobileDeveloper))
      .when(developer, { type: 'PassOffer' })
      .thenRefuses('not-allowed');
    given(was.offered(mobileDeveloper))
      .when(mobileDeveloper, { type: 'EndOffer' })
      .thenRefuses('not-allowed');
    given(was.offered(mobileDeveloper))
      .when(timer, { type: 'EndOffer' })
      .then({ type: 'OfferEnded', data: { developerId: mobileDeveloper.id, reason: 'expired' } });
    given(was.offered(mobileDeveloper), was.offerEnded(mobileDeveloper, 'expired'))
      .when(developer, { type: 'GrabTicket' })
      .then({
        type: 'TicketGrabbed',
        data: { developerId: developer.id, to: 'DEVELOPER_PLANNING' },
      });
    given(was.offered(mobileDeveloper), was.offerEnded(mobileDeveloper, 'passed'))
      .when(mobileDeveloper, { type: 'GrabTicket' })
      .thenRefuses('not-allowed');
    given(...pending())
      .when(timer, { type: 'EndOffer' })
      .thenRefuses('not-allowed');
  });

  it('lets the assigned developer abandon while planning, returning the ticket to the pool', () => {
    given(...reviewingPlan())
      .when(developer, { type: 'AbandonTicket' })
      .then({
        type: 'TicketAbandoned',
        data: { developerId: developer.id, to: 'AWAITING_ASSIGNMENT' },
      });
    given(...planning())
      .when(otherDeveloper, { type: 'AbandonTicket' })
      .thenRefuses('not-allowed');
    given(...working())
      .when(developer, { type: 'AbandonTicket' })
      .thenRefuses('not-allowed');
  });
});

describe('planning', () => {
  it('adds, edits and removes milestones while planning; only the developer, only existing ones', () => {
    given(...planning())
      .when(developer, { type: 'AddMilestone', milestone: milestoneInput('M1') })
      .then({
        type: 'MilestoneAdded',
        data: { milestoneId: NEW_MILESTONE_ID, milestone: { ...milestoneInput('M1'), files: {} } },
      });
    given(...withPlan(2))
      .when(developer, {
        type: 'EditMilestone',
        milestoneId: 'm1',
        milestone: milestoneInput('Fix login'),
      })
      .then({
        type: 'MilestoneEdited',
        data: { milestoneId: 'm1', milestone: { ...milestoneInput('Fix login'), files: {} } },
      });
    given(...withPlan(2))
      .when(developer, { type: 'RemoveMilestone', milestoneId: 'm2' })
      .then({ type: 'MilestoneRemoved', data: { milestoneId: 'm2' } });
    given(...withPlan(2))
      .when(developer, { type: 'RemoveMilestone', milestoneId: 'nope' })
      .thenRefuses('not-allowed');
    given(...withPlan(2))
      .when(customer, { type: 'AddMilestone', milestone: milestoneInput('x') })
      .thenRefuses('not-allowed');
  });

  it('needs at least one milestone to submit, and no plan edits once submitted', () => {
    given(...planning())
      .when(developer, { type: 'SubmitPlan' })
      .thenRefuses('not-allowed');
    given(...withPlan(1))
      .when(developer, { type: 'SubmitPlan' })
      .then({ type: 'PlanSubmitted', data: { to: 'CUSTOMER_REVIEWING_PLAN' } });
    given(...reviewingPlan())
      .when(developer, { type: 'AddMilestone', milestone: milestoneInput('x') })
      .thenRefuses('not-allowed');
  });

  it('the owner requests changes with feedback, or approves', () => {
    given(...reviewingPlan())
      .when(customer, { type: 'RequestPlanChanges', feedback: '  ' })
      .thenRefuses('invalid', RATING_OR_FEEDBACK_REQUIRED);
    given(...reviewingPlan())
      .when(customer, { type: 'RequestPlanChanges', feedback: 'Cheaper please' })
      .then({
        type: 'PlanChangesRequested',
        data: { feedback: 'Cheaper please', to: 'DEVELOPER_PLANNING' },
      });
    given(...reviewingPlan())
      .when(customer, { type: 'ApprovePlan' })
      .then({ type: 'PlanApproved', data: { feedback: null, to: 'DEVELOPER_WORKING' } });
    given(...reviewingPlan())
      .when(otherCustomer, { type: 'ApprovePlan' })
      .thenRefuses('not-allowed');
  });
});

describe('milestone work', () => {
  it('funds through the payment provider, once; starts only a paid milestone, one at a time', () => {
    given(...working())
      .when(developer, { type: 'StartMilestone', milestoneId: 'm1' })
      .thenRefuses('not-allowed');
    given(...working())
      .when(developer, fund('m1'))
      .thenRefuses('not-allowed');
    given(...working())
      .when(payments, fund('m1'))
      .then(was.funded('m1'));
    given(...working(), was.funded('m1'))
      .when(payments, fund('m1', { paymentId: 'p-again' }))
      .thenRefuses('not-allowed');
    given(...working(), was.funded('m1'), was.funded('m2'))
      .when(developer, { type: 'StartMilestone', milestoneId: 'm1' })
      .then(was.started('m1'));
    given(...working(), was.funded('m1'), was.funded('m2'), was.started('m1'))
      .when(developer, { type: 'StartMilestone', milestoneId: 'm2' })
      .thenRefuses('not-allowed');
  });

  it('funds a milestone only with a payment for the price its plan has now', () => {
    // A checkout opened at an earlier price (the plan was sent back and re-priced meanwhile).
    given(...working(1))
      .when(payments, fund('m1', { listCents: 5000 }))
      .thenRefuses('not-allowed');
    given(...working(1))
      .when(payments, fund('m1'))
      .then(was.funded('m1'));
  });

  it('submitting puts the ticket in results review', () => {
    given(...working(), was.funded('m1'), was.started('m1'))
      .when(developer, { type: 'SubmitMilestone', milestoneId: 'm1', files: deliverable })
      .then(was.submitted('m1'));
  });

  it('approving with work left goes back to working; approving the last completes the ticket', () => {
    given(...firstInReview(2))
      .when(customer, { type: 'ApproveMilestone', milestoneId: 'm1' })
      .then(
        was.approved('m1'),
        was.statusChanged('CUSTOMER_REVIEWING_RESULTS', 'DEVELOPER_WORKING'),
      );
    given(
      ...firstInReview(2),
      was.approved('m1'),
      was.statusChanged('CUSTOMER_REVIEWING_RESULTS', 'DEVELOPER_WORKING'),
      was.funded('m2'),
      was.started('m2'),
      was.submitted('m2'),
    )
      .when(timer, { type: 'AutoApproveMilestone', milestoneId: 'm2' })
      .then(
        { type: 'MilestoneApproved', data: { milestoneId: 'm2', feedback: null, automatic: true } },
        was.statusChanged('CUSTOMER_REVIEWING_RESULTS', 'CUSTOMER_APPROVED'),
      );
  });

  it('sending back needs feedback, and the rejected milestone can be started and submitted again', () => {
    given(...firstInReview())
      .when(customer, { type: 'RejectMilestone', milestoneId: 'm1', feedback: '' })
      .thenRefuses('invalid', FEEDBACK_REQUIRED_TO_REJECT);
    given(...firstInReview())
      .when(customer, { type: 'RejectMilestone', milestoneId: 'm1', feedback: 'Still crashes' })
      .then(was.rejected('m1'));
    given(...firstInReview(), was.rejected('m1'))
      .when(developer, { type: 'StartMilestone', milestoneId: 'm1' })
      .then(was.started('m1'));
    given(...firstInReview(), was.rejected('m1'), was.started('m1'))
      .when(developer, {
        type: 'SubmitMilestone',
        milestoneId: 'm1',
        files: { 'second-key': 'fix-2.zip' },
        note: 'Fixed the crash too',
      })
      .then({
        type: 'MilestoneSubmitted',
        data: {
          milestoneId: 'm1',
          files: { 'second-key': 'fix-2.zip' },
          note: 'Fixed the crash too',
          to: 'CUSTOMER_REVIEWING_RESULTS',
        },
      });
  });

  it('a milestone is handed over with its work: one to ten files and an optional note', () => {
    const started = [...working(), was.funded('m1'), was.started('m1')];
    const submit = (files: Record<string, string>, note?: string): TicketCommand => ({
      type: 'SubmitMilestone',
      milestoneId: 'm1',
      files,
      ...(note === undefined ? {} : { note }),
    });
    given(...started)
      .when(developer, submit({}))
      .thenRefuses('invalid', DELIVERABLE_REQUIRED);
    const eleven = Object.fromEntries(
      Array.from({ length: 11 }, (_, index) => [`key-${index}`, `${index}.zip`]),
    );
    given(...started)
      .when(developer, submit(eleven))
      .thenRefuses('invalid', 'You can only upload 10 files');
    given(...started)
      .when(developer, submit(deliverable, ' '))
      .then({
        type: 'MilestoneSubmitted',
        data: {
          milestoneId: 'm1',
          files: deliverable,
          note: ' ',
          to: 'CUSTOMER_REVIEWING_RESULTS',
        },
      });
    given(...started)
      .when(developer, submit(deliverable))
      .then(was.submitted('m1'));
  });

  it('only the timer auto-approves and only the owner approves', () => {
    given(...firstInReview())
      .when(customer, { type: 'AutoApproveMilestone', milestoneId: 'm1' })
      .thenRefuses('not-allowed');
    given(...firstInReview())
      .when(developer, { type: 'ApproveMilestone', milestoneId: 'm1' })
      .thenRefuses('not-allowed');
  });
});

describe('disputes, reports and moderation', () => {
  it("a participant's report of someone else's message sends the ticket to moderation; a moderator resumes it where it was", () => {
    given(...planning())
      .when(developer, report)
      .thenRefuses('not-allowed');
    given(...planning())
      .when(otherCustomer, report)
      .thenRefuses('not-allowed');
    given(...planning())
      .when(customer, report)
      .then(was.reported('msg'));
    given(...planning(), was.reported('msg'))
      .when(moderator, resolve('resume', 'Talked to both'))
      .then(
        { type: 'CaseResolved', data: { outcome: 'resume', note: 'Talked to both' } },
        was.statusChanged('REQUIRES_MOD_ASSISTANCE', 'DEVELOPER_PLANNING'),
      );
  });

  it('a refund can be asked for only while money is held', () => {
    const ask = { type: 'OpenDispute', reason: 'Nothing works' } as const;
    const opened = {
      type: 'DisputeOpened',
      data: { reason: 'Nothing works', to: 'REQUIRES_MOD_ASSISTANCE' },
    } as const;
    given(...working(2))
      .when(customer, ask)
      .thenRefuses('not-allowed');
    given(...working(2), was.funded('m1'))
      .when(customer, ask)
      .then(opened);
    // Once the first milestone's money went to the developer, nothing is held until the next
    // is paid.
    const firstAccepted = [
      ...firstInReview(2),
      was.approved('m1'),
      was.statusChanged('CUSTOMER_REVIEWING_RESULTS', 'DEVELOPER_WORKING'),
    ];
    given(...firstAccepted)
      .when(customer, ask)
      .thenRefuses('not-allowed');
    given(...firstAccepted, was.funded('m2'))
      .when(customer, ask)
      .then(opened);
  });

  it('declaring no solution rejects the ticket and refunds funded, unaccepted milestones', () => {
    given(...firstInReview(2))
      .when(developer, { type: 'DeclareNoSolution', reason: 'Cannot reproduce' })
      .then(
        {
          type: 'NoSolutionDeclared',
          data: { reason: 'Cannot reproduce', to: 'CUSTOMER_REJECTED' },
        },
        was.refunded('m1'),
      );
  });

  it('a dispute goes to a moderator, who may refund or release the milestone in review', () => {
    given(...disputed(1))
      .when(customer, resolve('refund', ''))
      .thenRefuses('not-allowed');
    given(...disputed(1))
      .when(moderator, resolve('refund', 'Refunded'))
      .then(
        { type: 'CaseResolved', data: { outcome: 'refund', note: 'Refunded' } },
        was.refunded('m1'),
        was.statusChanged('REQUIRES_MOD_ASSISTANCE', 'CUSTOMER_REJECTED'),
      );
    given(...disputed(1))
      .when(moderator, resolve('release', 'Work is fine'))
      .then(
        { type: 'CaseResolved', data: { outcome: 'release', note: 'Work is fine' } },
        {
          type: 'MilestoneApproved',
          data: { milestoneId: 'm1', feedback: 'Work is fine', automatic: false },
        },
        was.statusChanged('REQUIRES_MOD_ASSISTANCE', 'CUSTOMER_APPROVED'),
      );
  });

  /** Two milestones paid for, the first in review, and the customer asking for a refund. */
  const disputedWithBothPaid = () => [...firstInReview(2), was.funded('m2'), was.disputeOpened()];

  it('refunds one named milestone, leaving the others as they were', () => {
    const note = 'The first part was not delivered';
    const refundedFirst = [
      { type: 'CaseResolved', data: { outcome: 'refund', note, milestoneId: 'm1' } },
      was.refunded('m1'),
      was.statusChanged('REQUIRES_MOD_ASSISTANCE', 'DEVELOPER_WORKING'),
    ] as const;
    given(...disputedWithBothPaid())
      .when(moderator, resolve('refund', note, 'm1'))
      .then(...refundedFirst);
    // The refunded milestone is out of the plan: not approvable, and it blocks nothing.
    given(...disputedWithBothPaid(), ...refundedFirst)
      .when(customer, { type: 'ApproveMilestone', milestoneId: 'm1' })
      .thenRefuses('not-allowed');
    given(...disputedWithBothPaid(), ...refundedFirst)
      .when(developer, { type: 'StartMilestone', milestoneId: 'm2' })
      .then(was.started('m2'));
  });

  it('after a single refund, the request stays with the customer while another milestone is in review', () => {
    const refundedSecond = [
      {
        type: 'CaseResolved',
        data: { outcome: 'refund', note: 'Paid ahead by mistake', milestoneId: 'm2' },
      },
      was.refunded('m2'),
      was.statusChanged('REQUIRES_MOD_ASSISTANCE', 'CUSTOMER_REVIEWING_RESULTS'),
    ] as const;
    given(...disputedWithBothPaid())
      .when(moderator, resolve('refund', 'Paid ahead by mistake', 'm2'))
      .then(...refundedSecond);
    // The refunded milestone is no work left: approving the other one completes the request.
    given(...disputedWithBothPaid(), ...refundedSecond)
      .when(customer, { type: 'ApproveMilestone', milestoneId: 'm1' })
      .then(
        was.approved('m1'),
        was.statusChanged('CUSTOMER_REVIEWING_RESULTS', 'CUSTOMER_APPROVED'),
      );
  });

  it('after a single refund, work still to pay for goes on; the last work refunded closes the request', () => {
    const refundedFirst = [
      { type: 'CaseResolved', data: { outcome: 'refund', note: 'Refund it', milestoneId: 'm1' } },
      was.refunded('m1'),
      was.statusChanged('REQUIRES_MOD_ASSISTANCE', 'DEVELOPER_WORKING'),
    ] as const;
    given(...disputed(2))
      .when(moderator, resolve('refund', 'Refund it', 'm1'))
      .then(...refundedFirst);
    given(...disputed(2), ...refundedFirst)
      .when(payments, fund('m2'))
      .then(was.funded('m2'));
    given(...disputed(1))
      .when(moderator, resolve('refund', 'Nothing usable', 'm1'))
      .then(
        {
          type: 'CaseResolved',
          data: { outcome: 'refund', note: 'Nothing usable', milestoneId: 'm1' },
        },
        was.refunded('m1'),
        was.statusChanged('REQUIRES_MOD_ASSISTANCE', 'CUSTOMER_REJECTED'),
      );
  });

  it('refunds one milestone only when money is held for it, and only a refund names one', () => {
    given(...disputed(2))
      .when(moderator, resolve('refund', 'Refund', 'm2'))
      .thenRefuses('not-allowed', NOT_ALLOWED);
    given(...disputed(2))
      .when(moderator, resolve('refund', 'Refund', 'missing'))
      .thenRefuses('not-allowed');
    given(...disputed(2))
      .when(customer, resolve('refund', 'Refund', 'm1'))
      .thenRefuses('not-allowed');
    given(...disputed(2))
      .when(moderator, resolve('resume', 'Go on', 'm1'))
      .thenRefuses('invalid', ONLY_REFUNDS_NAME_A_MILESTONE);
  });

  it('a resolution that names no milestone records none', () => {
    given(...disputed(1))
      .when(moderator, resolve('refund', 'All of it'))
      .then(
        { type: 'CaseResolved', data: { outcome: 'refund', note: 'All of it' } },
        was.refunded('m1'),
        was.statusChanged('REQUIRES_MOD_ASSISTANCE', 'CUSTOMER_REJECTED'),
      );
  });

  it('nothing but ratings happens on a closed ticket, one by each party', () => {
    const approved = [
      ...firstInReview(1),
      was.approved('m1'),
      was.statusChanged('CUSTOMER_REVIEWING_RESULTS', 'CUSTOMER_APPROVED'),
    ];
    given(...approved)
      .when(customer, { type: 'OpenDispute', reason: 'late' })
      .thenRefuses('not-allowed');
    given(...approved)
      .when(customer, report)
      .thenRefuses('not-allowed');
    given(...approved)
      .when(customer, { type: 'RateTicket', rating: 5, feedback: null })
      .then(was.rated('customer'));
    given(...approved, was.rated('customer'))
      .when(developer, { type: 'RateTicket', rating: null, feedback: 'Great customer' })
      .then({
        type: 'TicketRated',
        data: { by: 'developer', rating: null, feedback: 'Great customer' },
      });
  });

  it('a rating needs stars or words, 1 to 5', () => {
    given(...firstInReview())
      .when(customer, { type: 'RateTicket', rating: null, feedback: ' ' })
      .thenRefuses('invalid', RATING_OR_FEEDBACK_REQUIRED);
    given(...firstInReview())
      .when(customer, { type: 'RateTicket', rating: 6, feedback: null })
      .thenRefuses('invalid');
    // The developer rates only once the customer approved.
    given(...firstInReview())
      .when(developer, { type: 'RateTicket', rating: 4, feedback: null })
      .thenRefuses('not-allowed');
  });
});
