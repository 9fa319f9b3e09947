import { useId } from 'react';
import * as formStyles from '../auth/auth-form.css.ts';
import { categoryLabels, mainCategories, mobileSubcategories } from './request-labels.ts';
import type { TicketCategory } from './request-labels.ts';
import { toggleCategory } from './request-form-values.ts';
import * as styles from './request-form.css.ts';

export interface CategoryFieldProps {
  value: readonly TicketCategory[];
  onChange: (categories: TicketCategory[]) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/**
 * The main categories (docs/lifecycle.md#requests); Mobile reveals React Native, iOS and Android.
 */
export function CategoryField({ value, onChange, onBlur, disabled = false }: CategoryFieldProps) {
  const hintId = useId();
  const chosen = new Set(value);

  const box = (category: TicketCategory) => (
    <label key={category} className={styles.checkbox}>
      <input
        type="checkbox"
        className={styles.checkboxInput}
        checked={chosen.has(category)}
        disabled={disabled}
        onChange={(event) => onChange(toggleCategory(value, category, event.target.checked))}
        onBlur={onBlur}
      />
      {categoryLabels[category]}
    </label>
  );

  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>Categories</legend>
      <div className={styles.checkboxes}>
        {mainCategories.map((category) => [
          box(category),
          category === 'mobile' && chosen.has('mobile') && (
            <div
              key="mobile-platforms"
              role="group"
              aria-label="Mobile platforms"
              className={styles.subOptions}
            >
              {mobileSubcategories.map(box)}
            </div>
          ),
        ])}
      </div>
      <p id={hintId} className={formStyles.hint}>
        Choose all that apply. If none fits, we file it under {categoryLabels.other}.
      </p>
    </fieldset>
  );
}
