// The same address as the public footer's Contact link and the help centre.
export const SUPPORT_EMAIL = 'support@unblock.dev';

/** The support address as a mailto link. */
export function SupportEmailLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
