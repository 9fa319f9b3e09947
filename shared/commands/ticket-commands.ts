import { z } from 'zod';
import { displayName } from '../domain/files/limits.ts';
import {
  DELIVERABLE_REQUIRED,
  FEEDBACK_REQUIRED_TO_REJECT,
  RATING_OR_FEEDBACK_REQUIRED,
} from '../domain/ticket/decide.ts';
import { hasRatingOrFeedback, ratingFields, ratingRequired } from '../schemas/rating.ts';
import {
  feedbackText,
  fileMap,
  milestoneInput,
  ticketDetailsInput,
  versionedTicket,
} from '../schemas/tickets.ts';
import { planSubmitted, plural, released } from '../domain/ticket/timeline-words.ts';
import { declareCommand, type PersonCommandType } from './command-declaration.ts';

// Every command a person gives on a request, declared once (./command-declaration.ts says what
// each part is for). Order matters where buttons share a place: they appear in this order.

const onMilestone = versionedTicket.extend({ milestoneId: z.uuid() });

/** Words a command may carry: none sent, none kept. */
const optionalWords = (words: string | undefined) => words || undefined;

export const ticketCommands = {
  EditTicket: declareCommand('EditTicket', {
    input: versionedTicket.extend({ details: ticketDetailsInput }),
    command: async (input, attach) => ({
      type: 'EditTicket',
      details: { ...input.details, files: await attach(input.details.files) },
    }),
    button: { label: 'Edit Request', icon: 'pencil', variant: 'secondary' },
    step: { kind: 'own' },
    failure: 'Failed to create ticket. Please try again.',
    then: { notice: 'Your request is saved.' },
    tells: { TicketEdited: () => [{ text: 'Edited the request' }] },
  }),
  DeleteTicket: declareCommand('DeleteTicket', {
    input: versionedTicket,
    command: () => ({ type: 'DeleteTicket' }),
    // Offered on the customer's dashboard, beside the request's card.
    step: {
      kind: 'confirm',
      title: 'Delete Request',
      description: 'Are you sure you want to delete this ticket? This action cannot be undone.',
      confirmLabel: 'Delete',
    },
    failure: 'Failed to delete ticket. Please try again.',
    then: { own: true },
    tells: { TicketDeleted: () => [{ text: 'Deleted the request' }] },
  }),
  GrabTicket: declareCommand('GrabTicket', {
    input: versionedTicket,
    command: () => ({ type: 'GrabTicket' }),
    button: { label: 'Grab Request', icon: 'hand', variant: 'primary' },
    step: {
      kind: 'confirm',
      title: 'Grab this request?',
      description: 'Are you sure you want to grab this ticket? This action cannot be undone.',
      note: 'The customer is told you have taken it. Then plan the work as milestones and submit the plan for their review.',
      confirmLabel: 'Grab Request',
    },
    failure: 'Failed to activate ticket. Please try again.',
    then: {
      notice:
        'The request is yours. Plan the work as milestones, then submit the plan for the customer’s review.',
    },
    tells: { TicketGrabbed: () => [{ text: 'Took the request' }] },
  }),
  // A request a customer offered to this developer alone (docs/lifecycle.md#hire-again).
  PassOffer: declareCommand('PassOffer', {
    input: versionedTicket,
    command: () => ({ type: 'PassOffer' }),
    button: { label: 'Pass', icon: 'log-out', variant: 'secondary' },
    step: {
      kind: 'confirm',
      title: 'Pass on this request?',
      description:
        'The customer offered this request to you first. If you pass, every matching Unblocker may take it.',
      confirmLabel: 'Pass',
    },
    failure: 'Failed to pass on the request. Please try again.',
    then: { go: 'dashboard' },
    tells: {
      OfferEnded: (data) => [
        {
          text:
            data.reason === 'passed'
              ? 'Passed on the request: every matching Unblocker may take it'
              : 'The offer ran out: every matching Unblocker may take the request',
        },
      ],
    },
  }),
  AbandonTicket: declareCommand('AbandonTicket', {
    input: versionedTicket,
    command: () => ({ type: 'AbandonTicket' }),
    button: { label: 'Abandon', icon: 'log-out', variant: 'secondary' },
    step: {
      kind: 'confirm',
      title: 'Abandon this request?',
      description: 'Are you sure you want to abandon this ticket? This action cannot be undone.',
      note: 'Your plan is discarded and the request goes back to the available requests.',
      confirmLabel: 'Abandon',
    },
    failure: 'Failed to abandon ticket. Please try again.',
    // The developer returns to their dashboard (docs/lifecycle.md#who-may-do-what).
    then: { go: 'dashboard' },
    tells: {
      TicketAbandoned: () => [
        { text: 'Gave the request up: its plan is set aside and other Unblockers may take it' },
      ],
    },
  }),
  DeclareNoSolution: declareCommand('DeclareNoSolution', {
    input: versionedTicket.extend({ reason: feedbackText }),
    command: (input) => ({ type: 'DeclareNoSolution', reason: input.reason }),
    button: { label: 'Declare No Solution', icon: 'ban', variant: 'secondary' },
    // Every funded milestone not yet accepted is refunded and its files stay locked: the dialog
    // says so and asks for the reason the customer will read.
    step: {
      kind: 'words',
      field: 'reason',
      title: 'Declare No Solution',
      description:
        'Use this only if you cannot solve this request. Every funded milestone that is not yet accepted is refunded to the customer, its files stay locked, and the request closes. This cannot be undone.',
      label: 'Reason',
      hint: 'Your customer reads this: say what you tried and why it cannot be solved.',
      requiredMessage: 'Please explain why there is no solution.',
      submitLabel: 'Declare No Solution',
    },
    failure: 'Failed to update ticket status. Please try again.',
    then: {
      notice:
        'The request is closed. Every funded milestone not yet accepted is refunded to the customer.',
    },
    tells: { NoSolutionDeclared: (data) => [{ text: 'Found no solution', words: data.reason }] },
  }),
  OpenDispute: declareCommand('OpenDispute', {
    input: versionedTicket.extend({ reason: feedbackText }),
    command: (input) => ({ type: 'OpenDispute', reason: input.reason }),
    button: { label: 'Request a Refund', icon: 'life-buoy', variant: 'secondary' },
    // Nothing is refunded yet: a moderator reads the reason with the conversation and decides
    // (docs/moderation.md).
    step: {
      kind: 'words',
      field: 'reason',
      title: 'Request a Refund',
      description:
        'A moderator reads your reason and the conversation, then decides: the work goes on, the unfinished work is refunded, or the payment goes to your Unblocker. The work pauses until then, and the money you paid stays in escrow.',
      label: 'Reason',
      hint: 'Say what went wrong. Your Unblocker reads this too.',
      requiredMessage: 'Please say why you want a refund.',
      submitLabel: 'Request a Refund',
    },
    failure: 'Failed to update ticket status. Please try again.',
    then: {
      notice:
        'A moderator will look into your request and answer in the conversation. The work is paused until then, and your money stays safe in escrow.',
    },
    tells: {
      DisputeOpened: (data) => [
        { text: 'Asked for a refund: a moderator will look into it', words: data.reason },
      ],
    },
  }),
  AddMilestone: declareCommand('AddMilestone', {
    input: versionedTicket.extend({ milestone: milestoneInput }),
    command: async (input, attach) => ({
      type: 'AddMilestone',
      milestone: { ...input.milestone, files: await attach(input.milestone.files) },
    }),
    button: { label: 'Add Milestone', icon: 'plus', variant: 'secondary' },
    step: { kind: 'own' },
    failure: 'Failed to save milestone',
    then: { notice: '“{title}” is added to the plan.' },
    // Drafting a plan is the developer's own work until it is submitted; the submission lists it.
    tells: { MilestoneAdded: () => [] },
  }),
  SubmitPlan: declareCommand('SubmitPlan', {
    input: versionedTicket,
    command: () => ({ type: 'SubmitPlan' }),
    button: { label: 'Submit Plan', icon: 'send', variant: 'primary' },
    step: {
      kind: 'confirm',
      title: 'Submit this plan?',
      description:
        'Your customer is emailed a link to review the plan. Milestones cannot be changed while they review it.',
      confirmLabel: 'Submit Plan',
    },
    failure: 'Failed to update ticket status. Please try again.',
    then: { go: 'dashboard' },
    tells: { PlanSubmitted: (_data, plan) => [planSubmitted(plan)] },
  }),
  RequestPlanChanges: declareCommand('RequestPlanChanges', {
    input: versionedTicket.extend({ feedback: feedbackText }),
    command: (input) => ({ type: 'RequestPlanChanges', feedback: input.feedback }),
    button: { label: 'Request Changes', icon: 'message-reply', variant: 'secondary' },
    // The feedback is required (docs/forms.md#plan: with the rating dialog's message).
    step: {
      kind: 'words',
      field: 'feedback',
      title: 'Request Changes',
      description:
        'Tell your Unblocker what to change. The plan goes back to them, and your feedback is posted in your discussion.',
      label: 'Feedback',
      requiredMessage: RATING_OR_FEEDBACK_REQUIRED,
      submitLabel: 'Request Changes',
    },
    failure: 'Failed to reject plan. Please try again.',
    then: { notice: 'Your feedback is sent: your Unblocker will revise the plan.' },
    tells: {
      PlanChangesRequested: (data) => [
        { text: 'Asked for changes to the plan', words: data.feedback },
      ],
    },
  }),
  ApprovePlan: declareCommand('ApprovePlan', {
    input: versionedTicket.extend({ feedback: feedbackText.optional() }),
    command: (input) => ({ type: 'ApprovePlan', feedback: optionalWords(input.feedback) }),
    button: { label: 'Approve Plan', icon: 'shield-check', variant: 'primary' },
    // Its dialog opens the first milestone's checkout (docs/payments.md).
    step: { kind: 'own' },
    failure: 'Failed to update ticket status. Please try again.',
    then: { own: true },
    tells: { PlanApproved: (data) => [{ text: 'Approved the plan', words: data.feedback }] },
  }),
  StartMilestone: declareCommand('StartMilestone', {
    input: onMilestone,
    command: (input) => ({ type: 'StartMilestone', milestoneId: input.milestoneId }),
    button: { label: 'Start', icon: 'play', variant: 'primary' },
    // The customer sees the work is under way.
    step: {
      kind: 'confirm',
      title: 'Start this milestone?',
      description:
        'Your customer sees that you are working on it. When the work is done, submit it with its files for their review.',
      confirmLabel: 'Start',
    },
    failure: 'Failed to update milestone status. Please try again.',
    then: { notice: '“{title}” is under way.' },
    tells: {
      MilestoneStarted: (data, plan) => [
        { text: `Started work on ${plan.title(data.milestoneId)}` },
      ],
    },
  }),
  SubmitMilestone: declareCommand('SubmitMilestone', {
    input: onMilestone.extend({
      files: fileMap.refine((files) => Object.keys(files).length > 0, {
        message: DELIVERABLE_REQUIRED,
      }),
      note: feedbackText.optional(),
    }),
    command: async (input, attach) => ({
      type: 'SubmitMilestone',
      milestoneId: input.milestoneId,
      files: await attach(input.files),
      note: optionalWords(input.note),
    }),
    button: { label: 'Submit', icon: 'send', variant: 'primary' },
    step: { kind: 'own' },
    failure: 'Failed to update milestone status. Please try again.',
    then: {
      notice: '“{title}” is submitted with its files. Your customer is asked to review it.',
    },
    tells: {
      MilestoneSubmitted: (data, plan) => {
        const names = Object.values(data.files).map(displayName);
        const files = names.length > 0 ? ` with ${plural(names.length, 'file')}` : '';
        return [
          {
            text: `Submitted ${plan.title(data.milestoneId)} for review${files}`,
            items: names,
            words: data.note,
          },
        ];
      },
    },
  }),
  ApproveMilestone: declareCommand('ApproveMilestone', {
    input: onMilestone.extend({ feedback: feedbackText.optional() }),
    command: (input) => ({
      type: 'ApproveMilestone',
      milestoneId: input.milestoneId,
      feedback: optionalWords(input.feedback),
    }),
    button: { label: 'Approve', icon: 'check', variant: 'primary' },
    // Its dialog goes on to the next milestone's payment.
    step: { kind: 'own' },
    failure: 'Failed to accept milestone',
    then: { own: true },
    tells: {
      // Also recorded by the automatic approval when the review time runs out.
      MilestoneApproved: (data, plan) => [
        {
          text: data.automatic
            ? `${plan.title(data.milestoneId)} was approved automatically: its review time ran out`
            : `Approved ${plan.title(data.milestoneId)}`,
          words: data.feedback,
        },
        ...released(plan, data.milestoneId),
      ],
    },
  }),
  RejectMilestone: declareCommand('RejectMilestone', {
    input: onMilestone.extend({ feedback: feedbackText }),
    command: (input) => ({
      type: 'RejectMilestone',
      milestoneId: input.milestoneId,
      feedback: input.feedback,
    }),
    button: { label: 'Send Back to Developer', icon: 'undo', variant: 'secondary' },
    // The feedback is required (docs/forms.md#milestone-form) and posted in the discussion.
    step: {
      kind: 'words',
      field: 'feedback',
      title: 'Send Back to Developer',
      description:
        'Say what is still wrong with “{title}”. Your Unblocker works on it again; its payment stays in escrow until you approve it.',
      label: 'Feedback',
      requiredMessage: FEEDBACK_REQUIRED_TO_REJECT,
      submitLabel: 'Send Back',
    },
    failure: 'Failed to reject milestone',
    then: { go: 'discussion' },
    tells: {
      MilestoneRejected: (data, plan) => [
        { text: `Sent ${plan.title(data.milestoneId)} back for more work`, words: data.feedback },
      ],
    },
  }),
  EditMilestone: declareCommand('EditMilestone', {
    input: onMilestone.extend({ milestone: milestoneInput }),
    command: async (input, attach) => ({
      type: 'EditMilestone',
      milestoneId: input.milestoneId,
      milestone: { ...input.milestone, files: await attach(input.milestone.files) },
    }),
    button: { label: 'Edit', icon: 'pencil', variant: 'secondary' },
    step: { kind: 'own' },
    failure: 'Failed to save milestone',
    then: { notice: '“{title}” is saved.' },
    tells: { MilestoneEdited: () => [] },
  }),
  RemoveMilestone: declareCommand('RemoveMilestone', {
    input: onMilestone,
    command: (input) => ({ type: 'RemoveMilestone', milestoneId: input.milestoneId }),
    button: { label: 'Delete', icon: 'trash', variant: 'secondary' },
    // Deleting a milestone while planning asks for confirmation first
    // (docs/lifecycle.md#who-may-do-what).
    step: {
      kind: 'confirm',
      title: 'Delete this milestone?',
      description: 'Are you sure you want to delete this milestone? This action cannot be undone.',
      confirmLabel: 'Delete',
    },
    // The product has no text for this failure (docs/forms.md#when-a-step-fails); worded like its
    // other milestone failures.
    failure: 'Failed to delete milestone',
    then: { notice: '“{title}” is deleted from the plan.' },
    tells: { MilestoneRemoved: () => [] },
  }),
  RateTicket: declareCommand('RateTicket', {
    input: versionedTicket.extend(ratingFields.shape).refine(hasRatingOrFeedback, ratingRequired),
    command: (input) => ({ type: 'RateTicket', rating: input.rating, feedback: input.feedback }),
    // The rating dialog has its own button and texts (client/features/rating).
    step: { kind: 'own' },
    failure: 'Failed to submit feedback. Please check your connection and try again.',
    then: { own: true },
    tells: {
      TicketRated: (data) => {
        const whom = data.by === 'customer' ? 'the Unblocker' : 'the customer';
        return [
          {
            text:
              data.rating === null
                ? `Left feedback for ${whom}`
                : `Rated ${whom} ${data.rating} out of 5`,
            words: data.feedback,
          },
        ];
      },
    },
  }),
} satisfies { [T in PersonCommandType]: { type: T } };

export type TicketCommands = typeof ticketCommands;
