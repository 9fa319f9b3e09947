import { and, eq, inArray, or } from 'drizzle-orm';
import type { BillingStatus } from '#shared/domain/payments/ledger.ts';
import { payoutStatuses, isOutstanding } from '#shared/domain/payments/payouts.ts';
import { statusesOf } from '#shared/domain/ticket/ticket-lists.ts';
import type { TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import { shortTicketId } from '#shared/format.ts';
import type { DeletionCheck } from '#shared/schemas/your-data.ts';
import type { Executor } from '../../db/client.ts';
import { billingRecords, payouts, tickets } from '../../db/schema/index.ts';

/** Money paid in and neither released nor refunded: held in escrow (docs/payments.md#money). */
const HELD: BillingStatus = 'paid';
/** A request nobody took yet: its owner deletes it with the account (DeleteTicket's own rule). */
const WAITING: TicketStatus = 'AWAITING_ASSIGNMENT';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What keeps an account from being deleted now (docs/privacy.md#deleting-an-account, ADR 0035):
 * requests in progress that the person owns or works on (open in docs/lifecycle.md's sense, but
 * their own that still wait for a developer: those go with the account), money held in escrow
 * on any request of theirs, and payouts to them still on their way. `waiting`: the requests to
 * delete first, with the version the command expects.
 */
export async function deletionCheck(
  db: Executor,
  userId: string,
): Promise<DeletionCheck & { waiting: { id: string; version: number }[] }> {
  const open = await db
    .select({
      id: tickets.id,
      version: tickets.version,
      status: tickets.status,
      customerId: tickets.customerId,
    })
    .from(tickets)
    .where(
      and(
        or(eq(tickets.customerId, userId), eq(tickets.developerId, userId)),
        eq(tickets.deleted, false),
        inArray(tickets.status, [...statusesOf('open')]),
      ),
    );
  const waiting = open.filter(
    (ticket) => ticket.status === WAITING && ticket.customerId === userId,
  );
  const inProgress = open.length - waiting.length;

  const held = await db
    .selectDistinct({ ticketId: billingRecords.ticketId })
    .from(billingRecords)
    .where(
      and(
        or(eq(billingRecords.customerId, userId), eq(billingRecords.developerId, userId)),
        eq(billingRecords.status, HELD),
      ),
    );
  const outstanding = await db
    .select({ id: payouts.billingRecordId })
    .from(payouts)
    .where(
      and(
        eq(payouts.developerId, userId),
        inArray(payouts.status, payoutStatuses.filter(isOutstanding)),
      ),
    );

  const reasons: string[] = [];
  if (inProgress > 0) {
    reasons.push(
      `You have ${plural(inProgress, 'request', 'requests')} in progress: finish or cancel ${inProgress === 1 ? 'it' : 'them'} first.`,
    );
  }
  for (const { ticketId } of held) {
    reasons.push(
      `Money is held in escrow for request ${shortTicketId(ticketId)}: it must be released or refunded first.`,
    );
  }
  if (outstanding.length > 0) {
    reasons.push(
      `${plural(outstanding.length, 'payout to you is', 'payouts to you are')} still on ${outstanding.length === 1 ? 'its' : 'their'} way: wait until ${outstanding.length === 1 ? 'it is' : 'they are'} paid.`,
    );
  }
  return {
    allowed: reasons.length === 0,
    reasons,
    waiting: waiting.map(({ id, version }) => ({ id, version })),
  };
}
