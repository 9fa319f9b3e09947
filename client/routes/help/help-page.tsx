import { Page } from '../../layouts/app-layout/page.tsx';
import { HelpCentre } from './help-centre.tsx';

/** `/help`: the signed-in help centre, searchable, with a way to reach a person. */
export function HelpPage() {
  return (
    <Page
      title="Help"
      description="How requests, plans, payments and hand-over work on Unblock, and how to reach a person when you need one."
    >
      <HelpCentre />
    </Page>
  );
}
