import { useEffect, useState } from 'react';
import { redirectNoticeOf } from './redirect-notice.ts';
import type { RedirectNotice } from './redirect-notice.ts';

/**
 * The notice this screen was opened with, kept until dismissed or the screen is left. It is
 * taken out of the history entry at once, so reloading the page or coming back to it later does
 * not say it again.
 */
export function useRedirectNotice() {
  const [notice, setNotice] = useState<RedirectNotice | null>(() =>
    redirectNoticeOf(history.state),
  );
  useEffect(() => {
    if (redirectNoticeOf(history.state)) history.replaceState(null, '', location.href);
  }, []);
  return { notice, dismiss: () => setNotice(null) };
}
