/**
 * The two tabs of the access section (docs/screens.md#routes): the waitlist, or sign-up with an
 * invite.
 */
export type AccessTab = 'waitlist' | 'beta';

export const ACCESS_SECTION_ID = 'get-access';

/**
 * Brings the access section into view with the chosen tab focused, for the intro's buttons: on a
 * phone the forms are several screens below them. Runs in a click handler, never during render.
 */
export function revealAccessSection(): void {
  const section = document.getElementById(ACCESS_SECTION_ID);
  if (!section) return;
  section.scrollIntoView({ block: 'start' });
  // After React has applied the tab change, so the newly active tab is the one focused.
  requestAnimationFrame(() => {
    section
      .querySelector<HTMLElement>('[role="tab"][data-state="active"]')
      ?.focus({ preventScroll: true });
  });
}
