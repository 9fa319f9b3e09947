import { LegalDocument } from '../../features/legal/legal-document.tsx';
import { privacySections } from './privacy-sections.tsx';

/** `/privacy-policy` (docs/product.md#terms-and-privacy): effective May 13, 2025. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      dateLabel="Effective"
      date="2025-05-13"
      dateText="May 13, 2025"
      intro={
        <p>
          You may be sharing code, error messages and a project you care about with us. This policy
          says, in plain English, what Unblock collects about you, why, where it is kept, for how
          long, and what you can ask us to do with it.
        </p>
      }
      summary={[
        'We collect your email (required) and, if you give it, your full name.',
        'A cookie and your IP address are used to sign you in and keep your account safe.',
        'Your card details go to our card payment provider; we never see or store them.',
        'No third-party trackers, no advertising, and we never sell your data.',
        'Data is encrypted, kept on cloud hosting and retained for 12 months.',
        'In Account Settings you can download a copy of your data, turn off non-essential email, turn on two-step sign-in and delete your account.',
        'Unblock is for US residents only. It is not for people in the EU or children under 13.',
      ]}
      sections={privacySections}
    />
  );
}
