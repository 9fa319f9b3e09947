import { MessagesSquare } from 'lucide-react';
import { EmptyState, Page } from '../../layouts/app-layout/page.tsx';

/**
 * `/discussions` and `/discussions/:ticketId`. The ticket list and the conversation come with
 * the tickets and messages features; until a ticket can have a developer there is nothing to
 * discuss, so both routes show the empty state.
 */
export function DiscussionsPage() {
  return (
    <Page title="Discussions" description="Talk with the other side of each request in one place.">
      <EmptyState icon={<MessagesSquare size={24} />} title="No discussions available">
        <p>
          A conversation opens here as soon as a developer takes on a request, so you can agree on
          the plan and follow the work together.
        </p>
      </EmptyState>
    </Page>
  );
}
