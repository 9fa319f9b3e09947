import { ticketCategories } from '#shared/schemas/tickets.ts';

export type TicketCategory = (typeof ticketCategories)[number];

// The categories (docs/lifecycle.md#requests): the words users see for each stored value.
export const categoryLabel: Record<TicketCategory, string> = {
  mobile: 'Mobile',
  'react-native': 'React Native',
  ios: 'iOS',
  android: 'Android',
  backend: 'Backend',
  web: 'Web',
  infrastructure: 'Infrastructure',
  other: "Other / I don't know",
};

/** The sub-options of Mobile, shown only once Mobile is chosen (docs/lifecycle.md#requests). */
export const mobileSubcategories = ['react-native', 'ios', 'android'] as const;

/** The main list of options, in the product's order; the mobile sub-options are not in it. */
export const mainCategories = ticketCategories.filter(
  (category) => !(mobileSubcategories as readonly string[]).includes(category),
);

function isTicketCategory(value: string): value is TicketCategory {
  return (ticketCategories as readonly string[]).includes(value);
}

/** A stored category's label; a value this client does not know is shown as stored. */
export function labelOfCategory(value: string): string {
  return isTicketCategory(value) ? categoryLabel[value] : value;
}
