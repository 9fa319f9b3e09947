import { useMemo } from 'react';
import { MessagesSquare } from 'lucide-react';
import { Redirect, useLocation, useParams, useSearch } from 'wouter';
import type { ThreadCard } from '#shared/domain/discussions/messages.ts';
import {
  cardKey,
  DISCUSSIONS_PATH,
  fallbackHref,
  selectedCard,
  threadHref,
  threadRefOf,
} from '../../features/discussions/thread-routes.ts';
import { useThreadCards } from '../../features/discussions/use-inbox.ts';
import { useMediaQuery } from '../../features/discussions/use-media-query.ts';
import { useSession } from '../../features/session/session-context.ts';
import { Page } from '../../layouts/app-layout/page.tsx';
import { media } from '../../styles/theme.css.ts';
import { Conversation } from './conversation.tsx';
import { PanePlaceholder } from './pane-placeholder.tsx';
import { ThreadList } from './thread-list.tsx';
import * as styles from './discussions-layout.css.ts';

/**
 * `/discussions` and `/discussions/:ticketId` (docs/discussions.md#the-screen): "Your Tickets" on
 * the left, the chosen conversation on the right. A customer's question thread from a developer who
 * has not taken the request yet is `/discussions/:ticketId?with=<developerId>`. On phones the two
 * panes take turns: the list, or the conversation with a way back.
 */
export function DiscussionsPage() {
  const { me } = useSession();
  const { ticketId } = useParams<{ ticketId?: string }>();
  const search = useSearch();
  const [location] = useLocation();
  const wide = useMediaQuery(media.md);
  const threads = useThreadCards();
  const pages = threads.data?.pages;
  const cards = useMemo(() => pages?.flatMap((page) => page.cards), [pages]);

  const ref = ticketId === undefined ? null : threadRefOf(ticketId, search);
  const hrefOf = (card: ThreadCard) => threadHref(card, me.role);
  const selected = cards ? selectedCard(cards, ref, me.role) : undefined;

  // With no conversation named, the first one opens (docs/discussions.md#the-screen), where there
  // is room for both panes.
  const first = cards?.[0];
  const openFirst = ticketId === undefined && wide && first !== undefined;

  return (
    <Page title="Discussions">
      {ticketId !== undefined && ref === null && <Redirect to={DISCUSSIONS_PATH} replace />}
      {openFirst && <Redirect to={hrefOf(first)} replace />}
      <div className={styles.layout} data-view={ref ? 'conversation' : 'list'}>
        <ThreadList
          query={{ ...threads, data: cards }}
          selectedKey={selected ? cardKey(selected) : undefined}
          hrefOf={hrefOf}
          role={me.role}
          conversationOpen={ref !== null}
        />
        <div className={styles.conversationPane}>
          {ref ? (
            <Conversation
              key={`${ref.ticketId}:${ref.developerId ?? ''}`}
              threadRef={ref}
              card={selected}
              listLoaded={cards !== undefined}
              fallbackHref={fallbackHref(
                cards ?? [],
                ref,
                me.role,
                `${location}${search ? `?${search}` : ''}`,
              )}
            />
          ) : (
            <PanePlaceholder
              icon={<MessagesSquare size={24} />}
              title="Select a request to view discussions"
            >
              <p>
                {me.role === 'moderator'
                  ? 'Open a case in Moderation to read its conversation.'
                  : 'Pick a conversation from Your Tickets to read and reply.'}
              </p>
            </PanePlaceholder>
          )}
        </div>
      </div>
    </Page>
  );
}
