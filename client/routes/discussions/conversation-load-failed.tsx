import { MessagesSquare } from 'lucide-react';
import { RetryButton, type FailedQuery } from '../../features/errors/load-failed-alert.tsx';
import { errorMessage } from '../../features/errors/api-errors.ts';
import { PanePlaceholder } from './pane-placeholder.tsx';

/** A conversation that could not be loaded: why, and a retry disabled while it runs. */
export function ConversationLoadFailed({ title, query }: { title: string; query: FailedQuery }) {
  return (
    <PanePlaceholder
      icon={<MessagesSquare size={24} />}
      tone="danger"
      title={title}
      actions={<RetryButton query={query} />}
    >
      <p role="alert">{errorMessage(query.error)}</p>
    </PanePlaceholder>
  );
}
