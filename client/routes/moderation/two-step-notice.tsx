import { ShieldCheck } from 'lucide-react';
import { TWO_STEP_REQUIRED_FOR_CONSOLE } from '#shared/two-step.ts';
import { ButtonLink } from '../../components/button.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import * as styles from './two-step-notice.css.ts';

/**
 * What a moderator without two-step sign-in sees instead of the console, which refuses them
 * (docs/accounts.md#two-step-sign-in), with the way to turn it on.
 */
export function TwoStepNotice() {
  return (
    <div className={styles.notice}>
      <FormAlert tone="error">{TWO_STEP_REQUIRED_FOR_CONSOLE}</FormAlert>
      <ButtonLink href="/settings">
        <ShieldCheck size={16} aria-hidden="true" />
        Open Account Settings
      </ButtonLink>
    </div>
  );
}
