import { hashKey } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import {
  SUSPENSION_APPEAL,
  SUSPENSION_EFFECT,
  SUSPENSION_REASON_LEAD,
} from '#shared/auth-messages.ts';
import { SUPPORT_EMAIL } from '#shared/support.ts';
import { ButtonLink } from '../../components/button.tsx';
import { buttonRecipe } from '../../components/button.css.ts';
import { StatusCard, StatusCardActions } from '../../components/status-card.tsx';
import { PublicLayout } from '../../layouts/public-layout/public-layout.tsx';
import { trpc } from '../../trpc.ts';
import { useForgetSignedInData } from './forget-signed-in-data.ts';
import { LoadingScreen } from './loading-screen.tsx';
import * as styles from './suspension-notice.css.ts';

const SUSPENSION_NOTICE_TITLE = 'Your account is suspended';

/**
 * In place of the signed-in screen a moderator's suspension just signed out: that the account is
 * suspended, the moderator's reason and how to appeal, at once and without a reload. The reason
 * is asked of the server with this browser's ended session (given to that session only, ADR 0004);
 * should it not come, the rest still stands, and the mail the person was sent has it too.
 */
export function SuspensionNotice() {
  const suspension = trpc.auth.suspension.useQuery(undefined, { staleTime: Infinity });
  useForgetSignedInData(hashKey(getQueryKey(trpc.auth.suspension, undefined, 'query')));
  return (
    <PublicLayout>
      {suspension.isPending ? (
        <LoadingScreen label="Loading" />
      ) : (
        <StatusCard tone="error" title={SUSPENSION_NOTICE_TITLE} focusTitle>
          <p>{SUSPENSION_EFFECT}</p>
          {suspension.data && (
            <figure className={styles.reason}>
              <figcaption className={styles.reasonLead}>{SUSPENSION_REASON_LEAD}</figcaption>
              <blockquote className={styles.reasonText}>{suspension.data.reason}</blockquote>
            </figure>
          )}
          <p>
            <AppealText />
          </p>
          <StatusCardActions>
            <a href={`mailto:${SUPPORT_EMAIL}`} className={buttonRecipe({ variant: 'primary' })}>
              Write to support
            </a>
            <ButtonLink href="/" variant="secondary">
              Back to home
            </ButtonLink>
          </StatusCardActions>
        </StatusCard>
      )}
    </PublicLayout>
  );
}

/** The sign-in refusal's appeal sentence, its address a link. */
function AppealText() {
  const at = SUSPENSION_APPEAL.indexOf(SUPPORT_EMAIL);
  return (
    <>
      {SUSPENSION_APPEAL.slice(0, at)}
      <a href={`mailto:${SUPPORT_EMAIL}`} className={styles.email}>
        {SUPPORT_EMAIL}
      </a>
      {SUSPENSION_APPEAL.slice(at + SUPPORT_EMAIL.length)}
    </>
  );
}
