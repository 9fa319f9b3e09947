import { Check, CreditCard, LoaderCircle, Play, Send } from 'lucide-react';
import type { AllowedCommands } from '#shared/domain/ticket/allowed-commands.ts';
import type { MilestoneState } from '#shared/domain/ticket/ticket-state.ts';
import { Button } from '../../components/button.tsx';
import { cx } from '../../components/cx.ts';
import * as formStyles from '../../features/auth/auth-form.css.ts';
import * as styles from './milestone-table.css.ts';

/**
 * What a row can offer. Later actions (send back with feedback, edit, delete) are added here
 * and in `milestoneActions`, from the same allowed-commands answer.
 */
export type MilestoneAction = 'start' | 'submit' | 'approve' | 'pay';

const view = {
  start: { label: 'Start', Icon: Play, variant: 'primary' },
  submit: { label: 'Submit', Icon: Send, variant: 'primary' },
  approve: { label: 'Approve', Icon: Check, variant: 'primary' },
  pay: { label: 'Pay', Icon: CreditCard, variant: 'secondary' },
} as const;

/**
 * The row's buttons, straight from the rules the server enforces (`allowedCommands`), plus
 * "Pay" for the milestone the shared checkout rules let the customer fund now.
 */
export function milestoneActions(
  milestone: MilestoneState,
  allowed: AllowedCommands,
  payableId: string | undefined,
): MilestoneAction[] {
  const commands = allowed.milestones[milestone.id] ?? [];
  const actions: MilestoneAction[] = [];
  if (commands.includes('StartMilestone')) actions.push('start');
  if (commands.includes('SubmitMilestone')) actions.push('submit');
  if (commands.includes('ApproveMilestone')) actions.push('approve');
  if (payableId === milestone.id) actions.push('pay');
  return actions;
}

export interface MilestoneActionsProps {
  milestone: MilestoneState;
  actions: readonly MilestoneAction[];
  /** The action of this row that is running, shown with a spinner. */
  pending: MilestoneAction | null;
  /** Any command on the ticket is running: one at a time, each needs the latest version. */
  disabled: boolean;
  onAction: (action: MilestoneAction, milestone: MilestoneState) => void;
}

export function MilestoneActions({
  milestone,
  actions,
  pending,
  disabled,
  onAction,
}: MilestoneActionsProps) {
  if (actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {actions.map((action) => {
        const { label, Icon, variant } = view[action];
        const busy = pending === action;
        return (
          <Button
            key={action}
            size="sm"
            variant={variant}
            disabled={disabled}
            aria-busy={busy}
            onClick={() => onAction(action, milestone)}
          >
            {busy ? (
              <LoaderCircle
                size={16}
                aria-hidden="true"
                className={cx(styles.actionIcon, formStyles.spinner)}
              />
            ) : (
              <Icon size={16} aria-hidden="true" className={styles.actionIcon} />
            )}
            {label}
            {/* Several rows have a "Start": the hidden title tells them apart when listed. */}
            <span className={styles.visuallyHidden}> “{milestone.title}”</span>
          </Button>
        );
      })}
    </div>
  );
}
