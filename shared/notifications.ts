/**
 * What the bell tells a person of (docs/notifications.md): one kind per thing that concerns them.
 * The `notifications.kind` column holds one of these.
 */
export const NOTIFICATION_KINDS = [
  'plan_submitted',
  'payment_received',
  'milestone_submitted',
  'milestone_approved',
  'message',
  'review',
  'new_request',
] as const;

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Notices per page of the bell's list; the next page loads on "Show more". */
export const NOTIFICATION_PAGE_SIZE = 20;

/** One notice as the bell lists it. */
export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  /** The app path it leads to. */
  href: string;
  createdAt: Date;
  /** Null while unread. */
  readAt: Date | null;
}

/** A page of the bell's list, newest first, and where the next one starts (null: no more). */
export interface NotificationPage {
  items: NotificationItem[];
  nextCursor: NotificationCursor | null;
}

export interface NotificationCursor {
  createdAt: Date;
  id: string;
}

/** What the bell's live feed sends: the person's unread count, as it now stands. */
export interface NotificationSignal {
  unread: number;
}
