import { formatCents } from '#shared/domain/money.ts';
import type { Executor } from '../db/client.ts';
import type { Env } from '../env.ts';
import { GREETING, queueEmailToUser } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';
import { bookedPriceOf, type BillingRecord } from './billing-records.ts';

/**
 * Mails the customer a receipt for a payment or a refund, greeted by name as every mail is, in the
 * caller's transaction.
 */
export async function queueReceipt(
  tx: Executor,
  env: Env,
  record: BillingRecord,
  kind: 'payment' | 'refund',
) {
  // A refund gives back what arrived (for a wrong payment, not the price).
  const amount = formatCents(
    kind === 'refund' ? bookedPriceOf(record).amountCents : record.amountCents,
  );
  const paragraphs =
    kind === 'payment'
      ? [
          GREETING,
          `We received your payment of ${amount} for ${record.description}.`,
          [
            `Price ${formatCents(record.listCents)}`,
            ...(record.discountCents > 0
              ? [`beta first-hour discount −${formatCents(record.discountCents)}`]
              : []),
            `paid ${amount}, the 10% platform fee included.`,
          ].join(', '),
          'We hold the money until you approve the work on this milestone.',
          `Reference: ${record.id}`,
        ]
      : [
          GREETING,
          `We refunded ${amount} for ${record.description}. It can take 5 to 10 business days to reach your card.`,
          `Reference: ${record.id}`,
        ];
  await queueEmailToUser(
    tx,
    record.customerId,
    renderEmail({
      subject:
        kind === 'payment' ? `Receipt: ${record.description}` : `Refund: ${record.description}`,
      paragraphs,
      action: {
        label: 'Open the plan',
        url: `${env.publicUrl}/dashboard/customer/plan/${record.ticketId}`,
      },
    }),
  );
}
