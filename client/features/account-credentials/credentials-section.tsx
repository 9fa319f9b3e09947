import { PageSection } from '../../layouts/app-layout/page.tsx';
import { useSession } from '../session/session-context.ts';
import { ChangeEmail } from './change-email.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import * as styles from './credentials.css.ts';

/** "Password and email" of the account settings page (docs/accounts.md#password-and-email). */
export function CredentialsSection() {
  const { me } = useSession();
  return (
    <PageSection title="Password and email">
      <div className={styles.parts}>
        <div className={styles.part}>
          <h3 className={styles.partTitle}>Change password</h3>
          <ChangePasswordForm />
        </div>
        <div className={styles.part}>
          <h3 className={styles.partTitle}>Email</h3>
          <ChangeEmail email={me.email} />
        </div>
      </div>
    </PageSection>
  );
}
