/** Placeholder until the page lands (issue 18). */
export function PrivacyPolicyPage() {
  return <h1>Privacy Policy</h1>;
}
