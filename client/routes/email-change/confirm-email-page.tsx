/** Being built: replaced by the page its mailed link lands on. */
export function ConfirmEmailPage() {
  return null;
}
