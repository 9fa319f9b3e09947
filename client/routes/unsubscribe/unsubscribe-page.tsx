/** Being built: replaced by the page its mailed link lands on. */
export function UnsubscribePage() {
  return null;
}
