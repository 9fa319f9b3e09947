import { CategoryOption } from './category-option.tsx';
import { showsMobileOptions, toggleCategory } from './category-selection.ts';
import * as categoryStyles from './categories-field.css.ts';
import {
  mainCategories,
  mobileSubcategories,
  type TicketCategory,
} from '../tickets/category-labels.ts';

export interface CategoriesFieldProps {
  value: TicketCategory[];
  onChange: (categories: TicketCategory[]) => void;
  disabled: boolean;
}

/**
 * A developer's supported categories (Filter Tickets, docs/screens.md#dashboards): the main
 * categories, and the mobile platforms under Mobile once it is chosen. Filter Tickets and Edit
 * Profile edit the same list with it.
 */
export function CategoriesField({ value, onChange, disabled }: CategoriesFieldProps) {
  const toggle = (category: TicketCategory, checked: boolean) =>
    onChange(toggleCategory(value, category, checked));
  return (
    <fieldset className={categoryStyles.fieldset} disabled={disabled}>
      <legend className={categoryStyles.legend}>Supported categories</legend>
      <ul className={categoryStyles.options}>
        {mainCategories.map((category) => (
          <li key={category}>
            <CategoryOption
              category={category}
              checked={value.includes(category)}
              disabled={disabled}
              onChange={toggle}
            />
            {category === 'mobile' && showsMobileOptions(value) && (
              <ul className={categoryStyles.subOptions} aria-label="Mobile platforms">
                {mobileSubcategories.map((sub) => (
                  <li key={sub}>
                    <CategoryOption
                      category={sub}
                      checked={value.includes(sub)}
                      disabled={disabled}
                      onChange={toggle}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
