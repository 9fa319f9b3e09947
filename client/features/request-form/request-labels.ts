import type { aiTools } from '#shared/schemas/tickets.ts';

export type AiTool = (typeof aiTools)[number];

// One list of category words for the whole client (docs/lifecycle.md#requests).
export {
  categoryLabel as categoryLabels,
  mainCategories,
  mobileSubcategories,
  type TicketCategory,
} from '../tickets/category-labels.ts';

// The AI tools a request names (docs/lifecycle.md#requests), as the tools spell their own names.
export const aiToolLabels: Record<AiTool, string> = {
  CHAT_GPT: 'ChatGPT',
  CLAUDE: 'Claude',
  REPLIT: 'Replit',
  CURSOR: 'Cursor',
  'BOLT.NEW': 'Bolt.new',
  LOVABLE: 'Lovable',
  CLINE: 'Cline',
  COPILOT: 'Copilot',
  WINDSURF: 'Windsurf',
  VO: 'v0',
  OTHER: 'Other',
};
