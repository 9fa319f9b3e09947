import { PLATFORM_FEE_PERCENT, formatCents } from '#shared/domain/money.ts';
import type { CaseOutcome } from '#shared/domain/ticket/events.ts';
import type { TicketState, TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import { nextStatus } from '#shared/domain/ticket/ticket-transitions.ts';
import { caseOutcome } from '#shared/domain/ticket/case-outcome.ts';
import type { CaseDetail, CaseMilestoneMoney } from '#shared/schemas/moderation.ts';
import { ticketStatusLabel } from '../../features/tickets/ticket-labels.ts';

// A moderator's outcomes for a case (docs/moderation.md) in words: what each is called, and
// what it does to the money and the request, said before it is chosen. Which outcomes are open
// is the server's answer (CaseDetail.outcomes), and where the request goes is the machine's.

/** One decision: an outcome and, for a refund of one milestone, that milestone. */
export type OutcomeChoice =
  { outcome: 'resume' } | { outcome: 'refund'; milestoneId?: string } | { outcome: 'release' };

export interface OutcomeWords {
  /** On the case view's button. */
  button: string;
  /** The dialog's question. */
  title: string;
  /** The dialog's button. */
  confirm: string;
  /** One line under the button: what it means. */
  summary: string;
}

/**
 * Whether only reports brought the case: resuming then dismisses them (the request goes back to
 * where it was, as if nothing had been reported). A refund request is never dismissed so.
 */
export const dismissesReports = (moderation: Pick<NonNullable<CaseDetail['case']>, 'dispute'>) =>
  moderation.dispute === null;

/**
 * The words for an outcome. `dismisses`: the case is reports only, so resuming dismisses them
 * (the request goes back to where it was, as if nothing had been reported).
 */
export function outcomeWords(outcome: CaseOutcome, dismisses: boolean): OutcomeWords {
  switch (outcome) {
    case 'resume':
      return dismisses
        ? {
            button: 'Dismiss the report',
            title: 'Dismiss the report?',
            confirm: 'Dismiss the report',
            summary: 'Nothing needs to change: the request goes back to where it was.',
          }
        : {
            button: 'Resume the work',
            title: 'Resume the work?',
            confirm: 'Resume the work',
            summary: 'The request goes back to where it was, and the money stays in escrow.',
          };
    case 'refund':
      return {
        button: 'Refund…',
        title: 'Refund the customer?',
        confirm: 'Refund',
        summary: 'Money still held goes back to the customer: all of it, or one milestone’s.',
      };
    case 'release':
      return {
        button: 'Release the payment',
        title: 'Release the payment?',
        confirm: 'Release the payment',
        summary: 'The milestone in review is approved and its payment goes to the Unblocker.',
      };
  }
}

const quoted = (title: string) => `“${title}”`;
const sum = (milestones: readonly CaseMilestoneMoney[]) =>
  milestones.reduce((total, milestone) => total + milestone.heldCents, 0);

/** The milestones a refund of everything gives back: those with money held for unfinished work. */
const refundableOnes = (milestones: readonly CaseMilestoneMoney[]) =>
  milestones.filter((milestone) => milestone.refundable);

/** The milestone a release approves: the one in review. */
const milestoneInReview = (milestones: readonly CaseMilestoneMoney[]) =>
  milestones.find((milestone) => milestone.status === 'IN_REVIEW');

/** What a refund can give back, as the dialog offers it: everything first, then each milestone. */
export function refundOptions(milestones: readonly CaseMilestoneMoney[]) {
  const refundable = refundableOnes(milestones);
  const count = refundable.length;
  return [
    {
      value: 'all',
      label: 'Everything still held',
      detail:
        count === 0
          ? 'Nothing is held in escrow'
          : `${formatCents(sum(refundable))} for ${count} ${count === 1 ? 'milestone' : 'milestones'}`,
    },
    ...refundable.map((milestone) => ({
      value: milestone.milestoneId,
      label: `Only ${quoted(milestone.title)}`,
      detail: formatCents(milestone.heldCents),
    })),
  ];
}

/**
 * What a decision does, in plain sentences: to the money (from the ledger's figures), then to the
 * request (`after`: where the machine says it goes; null leaves that unsaid).
 */
export function outcomeEffects(
  choice: OutcomeChoice,
  milestones: readonly CaseMilestoneMoney[],
  escrowCents: number,
  after: TicketStatus | null,
): string[] {
  const effects: string[] = [];
  if (choice.outcome === 'resume') {
    effects.push(
      escrowCents > 0
        ? `No money moves: the ${formatCents(escrowCents)} held in escrow stays there.`
        : 'No money moves.',
    );
  } else if (choice.outcome === 'refund') {
    const named = milestones.find(({ milestoneId }) => milestoneId === choice.milestoneId);
    const refunded = named ? [named] : refundableOnes(milestones);
    const back = sum(refunded);
    if (back === 0) {
      effects.push('Nothing is held in escrow, so no money goes back.');
    } else {
      const what = named
        ? `the money held for ${quoted(named.title)}`
        : `everything held for ${refunded.map((milestone) => quoted(milestone.title)).join(', ')}`;
      effects.push(`${formatCents(back)} goes back to the customer: ${what}.`);
    }
    const staying = escrowCents - back;
    if (staying > 0) {
      effects.push(`The ${formatCents(staying)} held for other milestones stays in escrow.`);
    }
    if (milestones.some((milestone) => milestone.releasedCents > 0)) {
      effects.push('What the Unblocker was already paid for approved work stays theirs.');
    }
  } else {
    const released = milestoneInReview(milestones);
    if (released) {
      effects.push(
        `${quoted(released.title)} is approved: the ${formatCents(released.heldCents)} held for it is paid to the Unblocker, less the platform’s ${PLATFORM_FEE_PERCENT} % fee.`,
      );
    }
  }
  if (after) {
    effects.push(
      choice.outcome === 'resume'
        ? `The request goes back to ${ticketStatusLabel[after]}, where it was.`
        : `The request moves to ${ticketStatusLabel[after]}.`,
    );
  }
  return effects;
}

/** Where the request goes after the decision, as the machine the server runs says; null if refused. */
export function statusAfter(
  ticket: TicketState,
  choice: OutcomeChoice,
  moderatorId: string,
): TicketStatus | null {
  // The reason changes nothing about where the request goes; the machine only needs one.
  return nextStatus(
    ticket,
    { type: 'ResolveCase', ...choice, note: 'A reason' },
    { id: moderatorId, role: 'moderator' },
  );
}

/** What the case view says once the decision is in. */
export function resolvedNotice(
  choice: OutcomeChoice,
  dismisses: boolean,
  titleOf: (milestoneId: string) => string,
): string {
  const what = caseOutcome({ ...choice, note: '' }, (milestoneId) => quoted(titleOf(milestoneId)));
  const done = choice.outcome === 'resume' && dismisses ? 'Report dismissed' : 'Case resolved';
  return `${done}: ${what}. Both parties can read your reason in the conversation.`;
}
