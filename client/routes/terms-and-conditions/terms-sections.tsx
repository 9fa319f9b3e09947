import { Link } from 'wouter';
import type { LegalSection } from '../../features/legal/legal-document.tsx';
import { termsMoneySections } from './terms-money-sections.tsx';
import { termsLegalSections } from './terms-legal-sections.tsx';

// The terms (docs/product.md#who-may-use-it): who may use Unblock and in which role; money and
// hand-over follow in terms-money-sections.tsx, conduct and the legal clauses in
// terms-legal-sections.tsx.
export const termsSections: readonly LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    content: (
      <p>
        By creating an account or using Unblock you agree to these terms and to our{' '}
        <Link href="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use
        the service.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Unblock',
    content: (
      <ul>
        <li>
          <strong>You must be 18 or older.</strong> Children under 13 may not use Unblock in any
          way, including the waitlists.
        </li>
        <li>
          <strong>Unblock is available to residents of the United States only.</strong> It is not
          offered to users in the European Union.
        </li>
        <li>
          During the beta, new accounts need a valid invite code, and each code can be used only as
          its invitation says.
        </li>
      </ul>
    ),
  },
  {
    id: 'roles',
    title: 'Roles on Unblock',
    content: (
      <>
        <p>There are three roles:</p>
        <ul>
          <li>
            <strong>Customers</strong> post requests for help with their software, approve plans,
            pay for milestones and review the work.
          </li>
          <li>
            <strong>Freelance developers</strong> (&ldquo;Unblockers&rdquo;) are vetted independent
            professionals who take on requests, plan the work in milestones and deliver it. They are
            not employees of Unblock, and they decide how to do the work they have agreed to.
          </li>
          <li>
            <strong>Moderators</strong> are Unblock staff who help when a request needs assistance,
            review reported messages and settle disagreements about a request.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <p>
        Give us accurate details, keep your password to yourself and tell us at once if you think
        someone else has used your account. You are responsible for what happens under your account.
        One person, one account. In Account Settings you can change your password and email, see and
        end the sessions where you are signed in, and turn on two-step sign-in with an authenticator
        app; moderators must use two-step sign-in.
      </p>
    ),
  },
  {
    id: 'requests-and-plans',
    title: 'Requests, plans and milestones',
    content: (
      <>
        <p>
          A customer describes the problem in a request. A developer who takes it proposes a plan of
          milestones, each with a description, an estimated time and an hourly rate. The customer
          approves the plan or asks for changes. An approved plan is the agreement about the work
          and its price for that request.
        </p>
        <p>
          Share only what you have the right to share, and do not put passwords or other secrets in
          requests or messages that the work does not need.
        </p>
      </>
    ),
  },
  ...termsMoneySections,
  ...termsLegalSections,
];
