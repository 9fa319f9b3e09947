import { SUPPORT_EMAIL } from '#shared/support.ts';

// The footer's Contact link, the help centre and the suspension notice all name this address.
export { SUPPORT_EMAIL };

/** The support address as a mailto link. */
export function SupportEmailLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>;
}
