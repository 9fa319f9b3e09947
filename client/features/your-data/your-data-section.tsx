import { PageSection } from '../../layouts/app-layout/page.tsx';
import { DataExportPanel } from './data-export-panel.tsx';
import { DeleteAccountPanel } from './delete-account-panel.tsx';
import * as styles from './your-data.css.ts';

/**
 * "Your data" of the account settings page (docs/privacy.md): a copy of everything Unblock holds
 * about the person, then deleting the account.
 */
export function YourDataSection() {
  return (
    <PageSection title="Your data">
      <div className={styles.parts}>
        <DataExportPanel />
        <DeleteAccountPanel />
      </div>
    </PageSection>
  );
}
