import type { TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import { shortTicketId } from '#shared/format.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { progressSteps } from './progress-steps.ts';
import { TicketStatusBadge } from './status-badge.tsx';
import { ticketStatusLabel } from './ticket-labels.ts';
import * as styles from './progress-chain.css.ts';

export interface ProgressChainProps {
  ticketId: string;
  status: TicketStatus;
}

/**
 * Where a request stands (docs/screens.md#request-card). For the five working statuses, the badge
 * of the current one over a five-step chain (an ordered list, the current step marked
 * aria-current="step"); for approved, rejected and moderated requests, the single badge.
 */
export function ProgressChain({ ticketId, status }: ProgressChainProps) {
  const steps = progressSteps(status);
  if (!steps) {
    return (
      <div className={styles.head}>
        <TicketStatusBadge status={status} />
      </div>
    );
  }
  const position = steps.findIndex((step) => step.state === 'current') + 1;
  return (
    <div className={styles.chain}>
      <div className={styles.head}>
        <TicketStatusBadge status={status} />
        <span className={styles.stepCount}>
          Step {position} of {steps.length}
        </span>
      </div>
      <ol className={styles.steps} aria-label={`Progress of request ${shortTicketId(ticketId)}`}>
        {steps.map((step) => (
          <li
            key={step.status}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className={
              step.state === 'current' ? styles.currentStep[step.status] : styles.step[step.state]
            }
          >
            <span className={visuallyHidden}>
              {ticketStatusLabel[step.status]}
              {step.state === 'done' ? ' (done)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
