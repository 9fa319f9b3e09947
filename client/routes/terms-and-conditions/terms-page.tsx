/** Placeholder until the page lands (issue 18). */
export function TermsPage() {
  return <h1>Terms of Service</h1>;
}
