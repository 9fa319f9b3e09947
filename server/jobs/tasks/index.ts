import type { TaskList } from 'graphile-worker';
import {
  REQUEST_DIGEST_CRON,
  REQUEST_DIGEST_TASK,
  requestDigestTask,
} from '../../alerts/request-digest.task.ts';
import type { Database } from '../../db/client.ts';
import { MESSAGE_EMAIL_TASK, messageEmailTask } from '../../discussions/message-email.ts';
import { SEND_EMAIL_TASK } from '../../mail/outbox-relay.ts';
import { sendEmailTask } from '../../mail/send-email.task.ts';
import type { MailTransport } from '../../mail/transport.ts';
import { pruneRateLimits } from '../../rate-limit/rate-limit.ts';
import { pruneExpiredSessions } from '../../auth/sessions.ts';
import type { Env } from '../../env.ts';
import {
  REMOVE_UNATTACHED_UPLOADS_TASK,
  removeUnattachedUploadsTask,
} from '../../files/remove-unattached-uploads.task.ts';
import { fileStoreFor } from '../../files/file-store.ts';
import { REFUND_PAYMENT_TASK } from '../../payments/money-effects.ts';
import type { PaymentProvider } from '../../payments/provider.ts';
import { refundPaymentTask } from '../../payments/refund-payment.task.ts';
import { EXPIRE_CHECKOUT_TASK, expireCheckoutTask } from '../../payments/expire-checkout.task.ts';
import { SEND_PAYOUT_TASK } from '../../payouts/payout-records.ts';
import { sendPayoutTask } from '../../payouts/send-payout.task.ts';
import { PREPARE_EXPORT_TASK } from '../../account/your-data/exports.ts';
import { prepareExportTask } from '../../account/your-data/export-task.ts';
import {
  REMOVE_EXPIRED_EXPORTS_TASK,
  removeExpiredExportsTask,
} from '../../account/your-data/expired-exports.task.ts';
import { AUTO_APPROVE_TASK, REVIEW_REMINDER_TASK } from '../../tickets/review-timers.ts';
import { autoApproveTask, reviewReminderTask } from '../../tickets/review-timers.task.ts';
import { END_OFFER_TASK } from '../../tickets/hire-again.ts';
import { endOfferTask } from '../../tickets/end-offer.task.ts';

export interface TaskDeps {
  db: Database;
  mail: MailTransport;
  env: Env;
  payments: PaymentProvider;
}

/** Every background task the product runs, by name. Each must be idempotent: jobs run at least once. */
export function createTasks({ db, mail, env, payments }: TaskDeps): TaskList {
  return {
    [SEND_EMAIL_TASK]: sendEmailTask(db, mail),
    [MESSAGE_EMAIL_TASK]: messageEmailTask({ db, env }),
    [AUTO_APPROVE_TASK]: autoApproveTask({ db, env }),
    [REVIEW_REMINDER_TASK]: reviewReminderTask({ db, env }),
    [END_OFFER_TASK]: endOfferTask({ db, env }),
    [REFUND_PAYMENT_TASK]: refundPaymentTask({ db, env, provider: payments }),
    [EXPIRE_CHECKOUT_TASK]: expireCheckoutTask({ db, provider: payments }),
    [SEND_PAYOUT_TASK]: sendPayoutTask({ db, provider: payments }),
    [REQUEST_DIGEST_TASK]: requestDigestTask({ db, env }),
    [REMOVE_UNATTACHED_UPLOADS_TASK]: removeUnattachedUploadsTask({ db, store: fileStoreFor(env) }),
    [PREPARE_EXPORT_TASK]: prepareExportTask({ db, env, store: fileStoreFor(env) }),
    [REMOVE_EXPIRED_EXPORTS_TASK]: removeExpiredExportsTask({ db, store: fileStoreFor(env) }),
    'prune-expired': async () => {
      await pruneRateLimits(db);
      await pruneExpiredSessions(db);
    },
  };
}

/** graphile-worker schedules, in code (never a crontab file from the working directory). */
export const crontab = [
  '17 4 * * * prune-expired',
  `47 4 * * * ${REMOVE_UNATTACHED_UPLOADS_TASK}`,
  `37 4 * * * ${REMOVE_EXPIRED_EXPORTS_TASK}`,
  REQUEST_DIGEST_CRON,
].join('\n');
