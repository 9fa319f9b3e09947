import type { aiTools, ticketCategories } from '#shared/schemas/tickets.ts';

export type TicketCategory = (typeof ticketCategories)[number];
export type AiTool = (typeof aiTools)[number];

// SPEC §3 "Categories": the words shown for each stored value.
export const categoryLabels: Record<TicketCategory, string> = {
  mobile: 'Mobile',
  'react-native': 'React Native',
  ios: 'iOS',
  android: 'Android',
  backend: 'Backend',
  web: 'Web',
  infrastructure: 'Infrastructure',
  other: "Other / I don't know",
};

/** The main list; React Native, iOS and Android are sub-options of Mobile (SPEC §3). */
export const mainCategories = [
  'mobile',
  'backend',
  'web',
  'infrastructure',
  'other',
] as const satisfies readonly TicketCategory[];

export const mobileSubcategories = [
  'react-native',
  'ios',
  'android',
] as const satisfies readonly TicketCategory[];

// SPEC §3 "AI tool values", as the tools spell their own names.
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
