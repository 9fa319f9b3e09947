import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'wouter';
import { relativeTime } from '#shared/format.ts';
import type { NotificationItem } from '#shared/notifications.ts';
import { Button } from '../../components/button.tsx';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { BELL_PANEL_ID } from './use-bell.ts';
import { useMarkRead, useNotificationList } from './use-bell-list.ts';
import * as styles from './bell.css.ts';

export interface BellPanelProps {
  open: boolean;
  unread: number;
  onClose: () => void;
  /** The bell, which gets focus back when the panel is closed by Escape. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The bell's panel: the person's notices, newest first, each a link to its place that marks it
 * read; "Mark all as read"; "Show more" for older ones. Escape or a click elsewhere closes it.
 */
export function BellPanel({ open, unread, onClose, trigger }: BellPanelProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onClose();
      trigger.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || trigger.current?.contains(target)) return;
      onClose();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onClose, trigger]);
  if (!open) return null;
  return (
    <div
      ref={panel}
      id={BELL_PANEL_ID}
      role="region"
      aria-label="Notifications"
      className={styles.panel}
    >
      <Notices unread={unread} onOpened={onClose} />
    </div>
  );
}

function Notices({ unread, onOpened }: { unread: number; onOpened: () => void }) {
  const list = useNotificationList(true);
  const { markRead, markAllRead } = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();
  return (
    <>
      <div className={styles.head}>
        <h2 className={styles.title}>Notifications</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markAllRead.isPending}
          onClick={() => markAllRead.mutate()}
        >
          Mark all as read
        </Button>
      </div>
      {list.isPending ? (
        <p className={styles.state}>Loading…</p>
      ) : list.isError ? (
        <div className={styles.state} role="alert">
          <p className={styles.stateText}>Notifications could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className={styles.state}>Nothing new yet.</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.id}>
              <NoticeLink
                item={item}
                now={now}
                onOpen={() => {
                  if (!item.readAt) markRead.mutate({ id: item.id });
                  onOpened();
                }}
              />
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            size="sm"
            fullWidth
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? 'Loading…' : 'Show more'}
          </Button>
        </div>
      )}
    </>
  );
}

function NoticeLink({
  item,
  now,
  onOpen,
}: {
  item: NotificationItem;
  now: Date;
  onOpen: () => void;
}) {
  const isUnread = item.readAt === null;
  return (
    <Link href={item.href} className={styles.notice} data-unread={isUnread} onClick={onOpen}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.noticeText}>
        {isUnread && <span className={visuallyHidden}>Unread: </span>}
        <span className={styles.noticeTitle}>{item.title}</span>
        <time className={styles.time} dateTime={item.createdAt.toISOString()}>
          {relativeTime(item.createdAt, now)}
        </time>
      </span>
    </Link>
  );
}
