import { CreditCard, LoaderCircle } from 'lucide-react';
import type { MilestoneState } from '#shared/domain/ticket/ticket-state.ts';
import { spinner } from '../../styles/spinner.css.ts';
import { Button } from '../../components/button.tsx';
import { cx } from '../../components/cx.ts';
import { buttonOf, type CommandButtonView } from '../../features/tickets/command-view.ts';
import type { MilestoneAction } from '../../features/tickets/plan-actions.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './milestone-table.css.ts';

// Paying is no command of its own here: it opens the milestone's checkout.
const pay = { label: 'Pay', Icon: CreditCard, variant: 'secondary' } as const;

/** Each command's button as declared (shared/commands/ticket-commands.ts), and Pay. */
const viewOf = (action: MilestoneAction): Omit<CommandButtonView, 'icon'> =>
  action === 'pay' ? pay : buttonOf(action);

export interface MilestoneActionsProps {
  milestone: MilestoneState;
  actions: readonly MilestoneAction[];
  /** The action of this row that is running (without a dialog), shown with a spinner. */
  pending: MilestoneAction | null;
  /** Any command on the ticket is running: one at a time, each needs the latest version. */
  disabled: boolean;
  onAction: (action: MilestoneAction, milestone: MilestoneState) => void;
}

/** A row's buttons, as `milestoneActions` (from the shared rules) lists them. */
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
        const { label, Icon, variant } = viewOf(action);
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
                className={cx(styles.actionIcon, spinner)}
              />
            ) : (
              <Icon size={16} aria-hidden="true" className={styles.actionIcon} />
            )}
            {label}
            {/* Several rows have a "Start": the hidden title tells them apart when listed. */}
            <span className={visuallyHidden}> “{milestone.title}”</span>
          </Button>
        );
      })}
    </div>
  );
}
