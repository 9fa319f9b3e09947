/** Placeholder until the page lands (issue 18). */
export function BecomeUnblockerPage() {
  return <h1>Become an Unblocker</h1>;
}
