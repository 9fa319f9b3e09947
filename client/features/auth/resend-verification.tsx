import { Button } from '../../components/button.tsx';
import { RESEND_COOLDOWN_SECONDS } from './auth-texts.ts';
import { FormAlert } from './form-alert.tsx';
import { useCooldown } from './use-cooldown.ts';
import { useResendVerification } from './use-resend-verification.ts';
import * as styles from './auth-form.css.ts';

export interface ResendVerificationProps {
  email: string;
}

/**
 * The resend button of /verification-pending. It rests for a minute after each send (the
 * server allows one a minute per address), with the countdown shown so the wait is explained.
 */
export function ResendVerification({ email }: ResendVerificationProps) {
  const { resend, isPending, outcome } = useResendVerification();
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS);
  const waiting = cooldown.remaining > 0;

  return (
    <div className={styles.form}>
      {outcome && <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert>}
      <div>
        <Button
          variant="secondary"
          disabled={isPending || waiting}
          onClick={() => resend(email, cooldown.start)}
        >
          {isPending ? 'Sending…' : 'Resend verification email'}
        </Button>
        {waiting && (
          <p className={styles.cooldown}>You can send another email in {cooldown.remaining} s.</p>
        )}
      </div>
    </div>
  );
}
