/** Placeholder until the page lands (issue 18). */
export function FaqPage() {
  return <h1>Frequently asked questions</h1>;
}
