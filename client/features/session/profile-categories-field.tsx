import { CategoryOption } from '../../routes/developer-available/category-option.tsx';
import {
  showsMobileOptions,
  toggleCategory,
} from '../../routes/developer-available/category-selection.ts';
import * as categoryStyles from '../../routes/developer-available/filter-tickets-dialog.css.ts';
import {
  mainCategories,
  mobileSubcategories,
  type TicketCategory,
} from '../tickets/category-labels.ts';

export interface ProfileCategoriesFieldProps {
  value: TicketCategory[];
  onChange: (categories: TicketCategory[]) => void;
  disabled: boolean;
}

/**
 * A developer's supported categories in Edit Profile: the same options and rules as the
 * "Filter Tickets" dialog of Available Tickets (SPEC §2), which edits the same list.
 */
export function ProfileCategoriesField({ value, onChange, disabled }: ProfileCategoriesFieldProps) {
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
