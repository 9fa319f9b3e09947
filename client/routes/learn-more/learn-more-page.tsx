/** Placeholder until the page lands (issue 18). */
export function LearnMorePage() {
  return <h1>Learn More</h1>;
}
