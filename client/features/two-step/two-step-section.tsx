/** Being built: replaced by its section of the account settings page. */
export function TwoStepSection() {
  return null;
}
