import { CredentialsSection } from '../../features/account-credentials/credentials-section.tsx';
import { SessionsSection } from '../../features/account-sessions/sessions-section.tsx';
import { MailPreferencesSection } from '../../features/mail-preferences/mail-preferences-section.tsx';
import { TwoStepSection } from '../../features/two-step/two-step-section.tsx';
import { YourDataSection } from '../../features/your-data/your-data-section.tsx';
import { Page } from '../../layouts/app-layout/page.tsx';

/**
 * `/settings` ("Account Settings", docs/accounts.md): every role's password and email, two-step
 * sign-in, where they are signed in, which mails they get, a copy of their data and deleting the
 * account. Each part is its own section, with its own procedures under `account.*`.
 */
export function AccountSettingsPage() {
  return (
    <Page title="Account Settings">
      <CredentialsSection />
      <TwoStepSection />
      <SessionsSection />
      <MailPreferencesSection />
      <YourDataSection />
    </Page>
  );
}
