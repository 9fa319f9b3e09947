import { randomUUID } from 'node:crypto';
import { formatEstimatedTime } from '#shared/domain/money.ts';
import { AppError } from '#shared/errors.ts';
import { shortTicketId } from '#shared/format.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Executor } from '../db/client.ts';
import { DatabaseUnavailableError } from '../db/errors.ts';
import type { Env } from '../env.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { BILLING_NOT_FOUND, billingRecordFor } from './payment-queries.ts';
import { PAYMENT_CURRENCY, type PaymentProvider } from './provider.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from './sandbox-provider.ts';
import { WEBHOOK_PATH } from './webhook-route.ts';
import { sandboxSecretOf } from './sandbox-secret.ts';

/** The page shows a closed checkout's own text; this answers a Pay sent from a stale page. */
const CHECKOUT_CLOSED = 'This checkout is closed. Open the plan again to pay.';

interface SandboxDeps {
  db: Executor;
  env: Env;
  payments: PaymentProvider;
}

async function sandboxRecord(deps: SandboxDeps, me: Me, id: string) {
  // The page exists only while the sandbox is the provider.
  if (deps.payments.name !== 'sandbox' || deps.env.payments.provider !== 'sandbox') {
    throw new AppError('NOT_FOUND', BILLING_NOT_FOUND);
  }
  return billingRecordFor(deps.db, me, id);
}

/** What the sandbox checkout page shows: what is paid for and how the total is made. */
export async function sandboxCheckout(deps: SandboxDeps, me: Me, id: string) {
  const record = await sandboxRecord(deps, me, id);
  const ticket = await readTicketProjection(deps.db, record.ticketId);
  const milestone = ticket?.milestones.find((candidate) => candidate.id === record.milestoneId);
  return {
    id: record.id,
    status: record.status,
    ticketId: record.ticketId,
    ticketShortId: shortTicketId(record.ticketId),
    milestoneTitle: milestone?.title ?? record.description,
    estimatedTime: milestone ? formatEstimatedTime(milestone.estimatedMinutes) : null,
    hourlyRateCents: milestone?.hourlyRateCents ?? null,
    listCents: record.listCents,
    discountCents: record.discountCents,
    feeCents: record.feeCents,
    amountCents: record.amountCents,
  };
}

/**
 * "Pay" on the sandbox page: the sandbox, playing the provider, sends a signed payment event to
 * the webhook over HTTP, where it is verified and applied exactly as a real provider's would be.
 * Nothing is marked paid here.
 */
export async function sandboxPay(deps: SandboxDeps, me: Me, id: string) {
  const record = await sandboxRecord(deps, me, id);
  if (deps.env.payments.provider !== 'sandbox') throw new AppError('NOT_FOUND', BILLING_NOT_FOUND);
  // As a provider's expired checkout cannot be paid: a void record's price is no longer the plan's.
  if (record.status !== 'pending') throw new AppError('CONFLICT', CHECKOUT_CLOSED);
  await deliverSandboxEvent(deps.env, {
    type: 'payment.succeeded',
    billingRecordId: record.id,
    paymentId: `sbx_pi_${record.id}`,
    amountCents: record.amountCents,
    currency: PAYMENT_CURRENCY,
  });
  return { billingRecordId: record.id };
}

/**
 * The sandbox, playing the provider, sends a signed event to the webhook over HTTP, where it is
 * verified and applied exactly as a real provider's would be.
 */
export async function deliverSandboxEvent(env: Env, event: Record<string, unknown>) {
  const body = JSON.stringify({ id: `sbx_evt_${randomUUID()}`, ...event });
  const response = await fetch(`${env.publicUrl}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(sandboxSecretOf(env), body),
    },
    body,
  });
  // The webhook's 503 is the database out of reach: the payment was not applied, and the customer
  // hears the same "try again" as every other call meeting an outage (docs/operations.md#faults).
  if (response.status === 503) throw new DatabaseUnavailableError(await response.text());
  if (!response.ok) {
    throw new Error(`the sandbox webhook answered ${response.status}: ${await response.text()}`);
  }
}
