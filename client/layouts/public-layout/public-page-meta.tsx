import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { publicPageFor } from '#shared/public-pages.ts';

/**
 * Keeps the tab title and the description right when a visitor moves between public pages in the
 * app. A page's first load already has both in its prerendered head, so this renders nothing
 * (a hoisted <title> would not match the server's HTML) and only writes on navigation.
 */
export function PublicPageMeta() {
  const [location] = useLocation();
  useEffect(() => {
    // The other public screens (verification, password reset) take the site's own title.
    const page = publicPageFor(location) ?? publicPageFor('/');
    if (!page) return;
    document.title = page.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', page.description);
  }, [location]);
  return null;
}
