import { Button } from '../../components/button.tsx';
import { buttonOf } from '../../features/tickets/command-view.ts';
import type { planningTools } from '../../features/tickets/plan-actions.ts';
import * as styles from './plan.css.ts';

// docs/forms.md#plan.
export const PLAN_NEEDS_A_MILESTONE =
  'Please add at least one milestone before submitting your plan.';

export interface PlanToolbarProps {
  tools: ReturnType<typeof planningTools>;
  disabled: boolean;
  onAdd: () => void;
  /** Called only when the plan has a milestone to submit. */
  onSubmit: () => void;
  /** "Submit Plan" on an empty plan: the caller explains instead of submitting. */
  onEmptyPlan: () => void;
}

/**
 * The developer's tools while planning (docs/lifecycle.md#who-may-do-what): add milestones, then
 * submit the plan.
 */
export function PlanToolbar({ tools, disabled, onAdd, onSubmit, onEmptyPlan }: PlanToolbarProps) {
  if (!tools.add && !tools.submit) return null;
  const add = buttonOf('AddMilestone');
  const submit = buttonOf('SubmitPlan');
  return (
    <div className={styles.toolbar}>
      {tools.add && (
        <Button variant={add.variant} disabled={disabled} onClick={onAdd}>
          <add.Icon size={16} aria-hidden="true" />
          {add.label}
        </Button>
      )}
      {tools.submit && (
        <Button
          variant={submit.variant}
          disabled={disabled}
          onClick={tools.emptyPlan ? onEmptyPlan : onSubmit}
        >
          <submit.Icon size={16} aria-hidden="true" />
          {submit.label}
        </Button>
      )}
    </div>
  );
}
