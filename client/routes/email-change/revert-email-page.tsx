/** Being built: replaced by the page its mailed link lands on. */
export function RevertEmailPage() {
  return null;
}
