/**
 * The browser tab's title for a screen ("Request #A1B2C3 Roadmap · Unblock"). React 19 hoists a
 * <title> rendered anywhere into the document head and restores the previous one on unmount.
 */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} · Unblock`}</title>;
}
