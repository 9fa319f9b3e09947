import type { TicketStatus } from '../ticket/ticket-state.ts';

/** Someone in a conversation, as the screen shows them (avatar, name or email). */
export interface ChatParty {
  id: string;
  /**
   * Null where the viewer may not know it: a request's customer, to a developer not assigned to
   * the request (docs/security.md "Tickets and access").
   */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
}

/** Who wrote a message: one of the request's parties, or a moderator. */
export type MessageAuthorRole = 'customer' | 'developer' | 'moderator';

export interface ChatMessage {
  id: string;
  /** Its place in the global order: pages and the live feed count by it. */
  seq: number;
  /** Null for what the system posts ("Plan is approved", …). */
  authorId: string | null;
  /**
   * The author's role: 'moderator' marks a moderator's words (the page's parties name the other
   * two); null for the system. The server always sets it; optional only so that messages made up
   * elsewhere (the client's tests) need not.
   */
  authorRole?: MessageAuthorRole | null;
  text: string;
  /** Stored file key → its name; downloads go through the authorised file route. */
  attachments: Record<string, string>;
  createdAt: Date;
  /** Read by the one it was for (the sender sees "Seen"). */
  isRead: boolean;
  isReported: boolean;
}

/** A card of "Your Tickets": one conversation. */
export interface ThreadCard {
  ticketId: string;
  developerId: string;
  /** The other party: the developer for the customer, the customer for the developer. */
  other: ChatParty;
  /** What the card shows of the description: its first line, cut short (server/tickets/card-title.ts). */
  title: string;
  status: TicketStatus;
  createdAt: Date;
  unread: number;
  /** False for a question whose request another developer took: kept, read-only. */
  writable: boolean;
}

/** A page of "Your Tickets", and where the next one starts (null on the last). */
export interface ThreadCardPage {
  cards: ThreadCard[];
  next: { createdAt: Date; id: string; developerId: string } | null;
}

/**
 * What the inbox feed tells a viewer: the cards of one conversation (`developerId`) or of all of a
 * request's conversations (`developerId` null) as they now stand for them (none: no longer
 * theirs), with their unread total; or `refresh` when changes may have gone unheard.
 */
export type InboxSignal =
  | { refresh: true }
  | { ticketId: string; developerId: string | null; cards: ThreadCard[]; unread: number };

/** One conversation with its latest (or earlier) page of messages, oldest first. */
export interface ThreadPage {
  ticketId: string;
  developerId: string;
  description: string;
  status: TicketStatus;
  customer: ChatParty;
  developer: ChatParty;
  writable: boolean;
  /** Whether the viewer may report others' messages here (the domain's ReportMessage rule). */
  canReport: boolean;
  /** Whether the request has files for "Show Files". */
  hasFiles: boolean;
  messages: ChatMessage[];
  hasOlder: boolean;
}

/** What the live feed of a conversation carries. */
export type ThreadEvent =
  | { kind: 'message'; message: ChatMessage }
  | { kind: 'read'; upTo: number }
  | { kind: 'typing'; userId: string }
  /** More was missed than a feed replays: the latest page is to be fetched again instead. */
  | { kind: 'reload' };

/** Attachments shown as images, by extension (docs/forms.md#messages). */
const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.gif', '.webp', '.svg'] as const;
export const isImageName = (name: string) =>
  IMAGE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));
