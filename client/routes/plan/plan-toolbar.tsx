import { Plus, Send } from 'lucide-react';
import { Button } from '../../components/button.tsx';
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
  return (
    <div className={styles.toolbar}>
      {tools.add && (
        <Button variant="secondary" disabled={disabled} onClick={onAdd}>
          <Plus size={16} aria-hidden="true" />
          Add Milestone
        </Button>
      )}
      {tools.submit && (
        <Button disabled={disabled} onClick={tools.emptyPlan ? onEmptyPlan : onSubmit}>
          <Send size={16} aria-hidden="true" />
          Submit Plan
        </Button>
      )}
    </div>
  );
}
