import { z } from 'zod';
import { clientKey } from './client-key.ts';
import { fileMap, lastEventId, ticketListCursor } from './tickets.ts';
import { text } from './text.ts';

// docs/forms.md#messages and #when-a-step-fails.
export const MESSAGE_TEXT_REQUIRED = 'Message text cannot be empty';
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_MAX_LENGTH} characters`;
export const MESSAGE_REPORTED = 'Message has been reported to moderators';
export const MESSAGE_REPORT_FAILED = 'Failed to report message';
/** Messages per page: the latest on opening, older ones on scrolling up. */
export const MESSAGE_PAGE_SIZE = 50;

/**
 * A conversation: a request and the developer the customer talks with. `developerId` is omitted
 * for the viewer's own (a developer) or the request's discussion (the customer: the assigned
 * developer's); the customer names a developer to open a question asked before a grab.
 */
const threadRef = z.object({ ticketId: z.uuid(), developerId: z.uuid().optional() });

/** Conversation cards per page of "Your Tickets"; the next page loads as the visitor scrolls. */
export const THREAD_PAGE_SIZE = 20;

/**
 * Where the next page of "Your Tickets" starts: after the last card shown, in the list's order
 * (newest request first, then by request id, then by developer id; a request's creation time
 * holds milliseconds only, as the request lists' cursor says).
 */
const threadListCursor = ticketListCursor.extend({ developerId: z.uuid() });
export type ThreadListCursor = z.infer<typeof threadListCursor>;

/** A message's position in the global order, as the feed and pages count it. */
const messageSeq = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

export const discussionInputs = {
  // Optional: the first page is asked for without one.
  threads: z.object({ cursor: threadListCursor.nullish() }).optional(),
  thread: threadRef.extend({ before: messageSeq.optional() }),
  send: threadRef
    .extend({
      text: text().trim().max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG),
      files: fileMap.default({}),
      /** The client's key for this message, the same in every try of it. */
      messageKey: clientKey,
    })
    // Text or at least one file (a files-only message is sent, docs/forms.md#messages).
    .refine((message) => message.text.length > 0 || Object.keys(message.files).length > 0, {
      message: MESSAGE_TEXT_REQUIRED,
      path: ['text'],
    }),
  markRead: threadRef.extend({ upTo: messageSeq }),
  report: z.object({ messageId: z.uuid() }),
  typing: threadRef,
  onThread: threadRef.extend({ lastEventId }),
};
