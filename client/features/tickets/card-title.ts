import { firstLine } from '#shared/format.ts';
import { labelOfCategory, mobileSubcategories } from './category-labels.ts';

/**
 * A card's title: the first line of the description (docs/lifecycle.md#requests), from the
 * description or from the `title` a card row carries (its first line already).
 */
export function cardTitle(description: string): string {
  return firstLine(description) || 'Untitled request';
}

/**
 * The category chips beside a card's title, as labels. "Mobile" is left out when a more
 * specific mobile category (React Native, iOS, Android) is there too (docs/lifecycle.md#requests):
 * it would only repeat what the specific one already says.
 */
export function cardCategoryLabels(categories: readonly string[]): string[] {
  const specificMobile = categories.some((category) =>
    (mobileSubcategories as readonly string[]).includes(category),
  );
  return [...new Set(categories)]
    .filter((category) => !(specificMobile && category === 'mobile'))
    .map(labelOfCategory);
}
