import { useEffect } from 'react';
import { Page } from '../../layouts/app-layout/page.tsx';
import { HelpCentre } from './help-centre.tsx';

const TITLE = 'Help';

/**
 * `/help`: the help centre, searchable, with a way to reach a person. Signed in it is in the
 * app's chrome; visitors read it in the public layout (docs/public-site.md).
 */
export function HelpPage() {
  // In the public layout, the public pages' tab-title keeper names any page it does not list
  // after the landing page, once the page is reached from another: this page names itself after
  // it (its effect runs later), as Page's own title says.
  useEffect(() => {
    document.title = `${TITLE} · Unblock`;
  }, []);
  return (
    <Page
      title={TITLE}
      description="How requests, plans, payments and hand-over work on Unblock, and how to reach a person when you need one."
    >
      <HelpCentre />
    </Page>
  );
}
