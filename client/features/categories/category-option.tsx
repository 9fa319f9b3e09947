import { useId } from 'react';
import { Check } from 'lucide-react';
import { Checkbox } from 'radix-ui';
import { categoryLabel, type TicketCategory } from '../../features/tickets/category-labels.ts';
import * as styles from './categories-field.css.ts';

export interface CategoryOptionProps {
  category: TicketCategory;
  checked: boolean;
  disabled?: boolean;
  onChange: (category: TicketCategory, checked: boolean) => void;
}

/** One category as a labelled checkbox; the label spans the row, so it is easy to hit. */
export function CategoryOption({ category, checked, disabled, onChange }: CategoryOptionProps) {
  const id = useId();
  return (
    <label htmlFor={id} className={styles.option}>
      <Checkbox.Root
        id={id}
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(state) => onChange(category, state === true)}
      >
        <Checkbox.Indicator>
          <Check size={14} strokeWidth={3} aria-hidden="true" />
        </Checkbox.Indicator>
      </Checkbox.Root>
      {categoryLabel[category]}
    </label>
  );
}
