import { z } from 'zod';
import {
  ESTIMATED_TIME_REQUIRED,
  ESTIMATED_TIME_TOO_LONG,
  HOURLY_RATE_TOO_HIGH,
  MAX_ESTIMATED_MINUTES,
  MAX_HOURLY_RATE_CENTS,
  MAX_MILESTONE_COST_CENTS,
  MILESTONE_COST_TOO_HIGH,
  RATE_MUST_BE_POSITIVE,
  milestoneCostCents,
} from '../domain/money.ts';
import { clientKey } from './client-key.ts';
import { text } from './text.ts';

// docs/lifecycle.md#requests and docs/forms.md#create-or-edit-request.
export const ticketCategories = [
  'mobile',
  'react-native',
  'ios',
  'android',
  'backend',
  'web',
  'infrastructure',
  'other',
] as const;

export const aiTools = [
  'CHAT_GPT',
  'CLAUDE',
  'REPLIT',
  'CURSOR',
  'BOLT.NEW',
  'LOVABLE',
  'CLINE',
  'COPILOT',
  'WINDSURF',
  'VO',
  'OTHER',
] as const;

// Uploaded file key → name; the server keeps its own record of names (server/files).
export const fileMap = z
  .record(z.uuid(), text().max(255))
  .refine((files) => Object.keys(files).length <= 10, {
    message: 'You can only upload 10 files',
  });

export const ticketDetailsInput = z
  .object({
    description: text()
      .trim()
      .min(1, 'Description is required')
      .max(10_000, 'Description is too long (at most 10,000 characters)'),
    // No category chosen means "Other" (docs/forms.md#create-or-edit-request).
    categories: z
      .array(z.enum(ticketCategories))
      .max(ticketCategories.length)
      .transform((list) => (list.length === 0 ? ['other' as const] : [...new Set(list)])),
    aiTool: z.enum(aiTools, { message: 'AI tool is required' }).default('CHAT_GPT'),
    aiToolOther: text()
      .trim()
      .max(200, 'Other AI Tool is too long (at most 200 characters)')
      .optional(),
    stack: text().trim().max(500, 'Tech stack is too long (at most 500 characters)').default(''),
    budget: text()
      .trim()
      .min(1, 'Budget is required')
      .max(100, 'Budget is too long (at most 100 characters)'),
    files: fileMap.default({}),
  })
  // The "Other AI Tool" text is kept only when the tool is OTHER.
  .transform((details) => ({
    ...details,
    aiToolOther: details.aiTool === 'OTHER' ? details.aiToolOther || null : null,
  }));
export type TicketDetailsInput = z.input<typeof ticketDetailsInput>;

// docs/forms.md#milestone-form, bounded so that every milestone that can be planned can be paid.
export const milestoneInput = z
  .object({
    title: text()
      .trim()
      .min(1, 'Title is required')
      .max(200, 'Title is too long (at most 200 characters)'),
    description: text()
      .trim()
      .min(1, 'Description is required')
      .max(5000, 'Description is too long (at most 5,000 characters)'),
    estimatedMinutes: z
      .number()
      .int()
      .min(1, ESTIMATED_TIME_REQUIRED)
      .max(MAX_ESTIMATED_MINUTES, ESTIMATED_TIME_TOO_LONG),
    hourlyRateCents: z
      .number()
      .int()
      .min(1, RATE_MUST_BE_POSITIVE)
      .max(MAX_HOURLY_RATE_CENTS, HOURLY_RATE_TOO_HIGH),
    files: fileMap.optional(),
  })
  .refine(
    // Runs even when a field failed its own check; such a milestone is refused already.
    (m) =>
      !(m.hourlyRateCents > 0 && m.estimatedMinutes > 0) ||
      milestoneCostCents(Math.trunc(m.hourlyRateCents), Math.trunc(m.estimatedMinutes)) <=
        MAX_MILESTONE_COST_CENTS,
    { message: MILESTONE_COST_TOO_HIGH, path: ['hourlyRateCents'] },
  );

/** Free text a party adds to a command: feedback, a reason, a moderator's note. */
export const feedbackText = text()
  .trim()
  .max(5000, 'Feedback is too long (at most 5,000 characters)');

/**
 * The last global event position a live feed delivered, sent back on reconnect (tRPC's tracked
 * ids travel as strings). A safe integer or nothing: anything else never reaches SQL.
 */
export const lastEventId = text()
  .regex(/^\d{1,15}$/, 'Invalid last event id')
  .transform(Number)
  .nullish();

// Inputs of the ticket procedures; those of commands on a request are declared with each command
// (shared/commands/ticket-commands.ts).
export const ticketRef = z.object({ ticketId: z.uuid() });
/** A command on a ticket as the caller last saw it (optimistic concurrency). */
export const versionedTicket = ticketRef.extend({ expectedVersion: z.number().int().min(1) });

export const createTicketInput = z.object({
  details: ticketDetailsInput,
  /** The client's key for this request, the same in every try of it. */
  requestKey: clientKey,
  /**
   * Hire again (docs/lifecycle.md#hire-again): the developer to offer the request to alone first,
   * one who completed a request of this customer's.
   */
  offerTo: z.uuid().optional(),
});

/**
 * Cards per page of a request list; the next page loads as the visitor scrolls (docs/screens.md,
 * long lists).
 */
export const TICKET_PAGE_SIZE = 20;

/**
 * Where the next page of a list starts: after the last card shown, in the lists' order (newest
 * first, then by id). A ticket's creation time comes from a JS Date (milliseconds), so the cursor
 * holds it exactly.
 */
export const ticketListCursor = z.object({
  // Within what PostgreSQL stores and ISO 8601 writes with four digits: a date outside them is
  // no card's, and would fail the query rather than the input.
  createdAt: z.date().min(new Date('2000-01-01T00:00:00Z')).max(new Date('9999-12-31T23:59:59Z')),
  id: z.uuid(),
});
export type TicketListCursor = z.infer<typeof ticketListCursor>;
const page = z.object({ cursor: ticketListCursor.nullish() });

/** Which of a person's requests a list shows: the open ones, or those closed (history). */
const listOf = page.extend({ which: z.enum(['open', 'history']) });

export const ticketQueryInputs = {
  mine: listOf,
  assigned: listOf,
  available: page,
  onChanged: ticketRef.extend({ lastEventId }),
} as const;
