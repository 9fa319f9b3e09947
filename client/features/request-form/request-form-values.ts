import type { z } from 'zod';
import type { TicketDetails } from '#shared/domain/ticket/ticket-state.ts';
import { aiTools, ticketCategories } from '#shared/schemas/tickets.ts';
import type { ticketDetailsInput, TicketDetailsInput } from '#shared/schemas/tickets.ts';
import { mobileSubcategories } from './request-labels.ts';
import type { AiTool, TicketCategory } from './request-labels.ts';

/** What the form edits: the shared schema's input (the defaults fill every field). */
export type RequestFormValues = TicketDetailsInput;
/** What the shared schema makes of it ("other" added, the Other AI Tool text kept only for OTHER). */
export type RequestFormOutput = z.output<typeof ticketDetailsInput>;

const isCategory = (value: string): value is TicketCategory =>
  (ticketCategories as readonly string[]).includes(value);
const isAiTool = (value: string): value is AiTool => (aiTools as readonly string[]).includes(value);
const isMobileSubcategory = (value: TicketCategory) =>
  (mobileSubcategories as readonly TicketCategory[]).includes(value);

/** Categories in the product's order (docs/lifecycle.md#requests), each once. */
function ordered(categories: Iterable<TicketCategory>): TicketCategory[] {
  const chosen = new Set(categories);
  return ticketCategories.filter((category) => chosen.has(category));
}

/**
 * An empty request (docs/forms.md#create-or-edit-request: AI tool defaults to CHAT_GPT), or the
 * ticket being edited.
 */
export function requestFormDefaults(ticket?: TicketDetails): Required<RequestFormValues> {
  if (!ticket) {
    return {
      description: '',
      categories: [],
      aiTool: 'CHAT_GPT',
      aiToolOther: '',
      stack: '',
      budget: '',
      files: {},
    };
  }
  const categories = ticket.categories.filter(isCategory);
  // A stored sub-option is only visible under a checked Mobile.
  if (categories.some(isMobileSubcategory)) categories.push('mobile');
  return {
    description: ticket.description,
    categories: ordered(categories),
    aiTool: isAiTool(ticket.aiTool) ? ticket.aiTool : 'OTHER',
    aiToolOther: ticket.aiToolOther ?? (isAiTool(ticket.aiTool) ? '' : ticket.aiTool),
    stack: ticket.stack,
    budget: ticket.budget,
    files: { ...ticket.files },
  };
}

/**
 * Checking Mobile reveals its sub-options; unchecking it clears them
 * (docs/forms.md#create-or-edit-request).
 */
export function toggleCategory(
  categories: readonly TicketCategory[],
  category: TicketCategory,
  checked: boolean,
): TicketCategory[] {
  if (checked) return ordered([...categories, category]);
  return categories.filter(
    (kept) => kept !== category && !(category === 'mobile' && isMobileSubcategory(kept)),
  );
}

/** The procedures take the schema's input: the absent Other AI Tool text is left out, not null. */
export function detailsToSend(values: RequestFormOutput): TicketDetailsInput {
  const { aiToolOther, ...details } = values;
  return aiToolOther === null ? details : { ...details, aiToolOther };
}
