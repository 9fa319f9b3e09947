import { z } from 'zod';
import { REQUEST_TAKEN_TEXT } from '#shared/errors.ts';

/**
 * Why the user landed on this screen instead of the one they asked for, e.g. a request they may
 * not see (docs/screens.md#plan-screen: "sent to their own dashboard"). It rides in the history
 * entry's state, so it belongs to that one visit: not in the URL, where it could be forged or
 * bookmarked.
 */
export interface RedirectNotice {
  title: string;
  text: string;
}

// history.state is anyone's to write (the browser, extensions, other code): read it, don't trust it.
const historyState = z.object({
  redirectNotice: z.object({ title: z.string().min(1), text: z.string().min(1) }),
});

/** The history state that carries `notice` to the next screen. */
export function withRedirectNotice(notice: RedirectNotice) {
  return { redirectNotice: notice };
}

/** The notice in a history entry's state, if it holds one. */
export function redirectNoticeOf(state: unknown): RedirectNotice | null {
  const parsed = historyState.safeParse(state);
  return parsed.success ? parsed.data.redirectNotice : null;
}

/**
 * The not-found card's words (docs/screens.md#plan-screen), said on the dashboard the user lands
 * on.
 */
export const TICKET_NOT_FOUND: RedirectNotice = {
  title: 'Request not found',
  text: "This request does not exist or you don't have permission to view it",
};

/** A request another Unblocker took, said to a developer who could have grabbed it. */
export const TICKET_TAKEN: RedirectNotice = {
  title: 'Request taken',
  text: REQUEST_TAKEN_TEXT,
};
