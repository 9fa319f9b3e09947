/** Being built: replaced by its section of the account settings page. */
export function CredentialsSection() {
  return null;
}
