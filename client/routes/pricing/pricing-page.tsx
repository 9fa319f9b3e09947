/** Placeholder until the page lands (issue 18). */
export function PricingPage() {
  return <h1>Pricing</h1>;
}
