import { ticketCategories } from '#shared/schemas/tickets.ts';
import {
  mobileSubcategories,
  type TicketCategory,
} from '../../features/tickets/category-labels.ts';

const isMobileSub = (category: string) =>
  (mobileSubcategories as readonly string[]).includes(category);

/**
 * The selection in the product's order (docs/lifecycle.md#requests), without duplicates or values
 * this client does not know.
 */
export function normaliseSelection(categories: readonly string[]): TicketCategory[] {
  return ticketCategories.filter((category) => categories.includes(category));
}

/**
 * Ticks or unticks one category. Unticking Mobile also drops React Native, iOS and Android:
 * they are hidden with it (docs/lifecycle.md#requests), and a hidden choice would keep filtering
 * unseen.
 */
export function toggleCategory(
  selected: readonly TicketCategory[],
  category: TicketCategory,
  checked: boolean,
): TicketCategory[] {
  const next = checked
    ? [...selected, category]
    : selected.filter(
        (value) => value !== category && !(category === 'mobile' && isMobileSub(value)),
      );
  return normaliseSelection(next);
}

/**
 * Whether the mobile sub-options show: once Mobile is ticked, or when one of them was saved
 * without it, so a saved choice is never hidden.
 */
export function showsMobileOptions(selected: readonly TicketCategory[]): boolean {
  return selected.some((category) => category === 'mobile' || isMobileSub(category));
}
