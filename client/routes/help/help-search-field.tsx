import { useId } from 'react';
import { Search, X } from 'lucide-react';
import * as styles from './help-centre.css.ts';

export interface HelpSearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The result count's id, read out with the field. */
  describedBy: string;
}

/** The help centre's search box: results follow every keystroke, Escape or × clears it. */
export function HelpSearchField({ value, onChange, describedBy }: HelpSearchFieldProps) {
  const id = useId();
  return (
    <div className={styles.searchField}>
      <label htmlFor={id} className={styles.searchLabel}>
        Search help articles
      </label>
      <div className={styles.searchBox}>
        <Search size={20} aria-hidden="true" className={styles.searchIcon} />
        <input
          id={id}
          type="search"
          value={value}
          placeholder="Try “refund” or “escrow”"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={describedBy}
          className={styles.searchInput}
          onChange={(event) => onChange(event.target.value)}
        />
        {value !== '' && (
          <button
            type="button"
            aria-label="Clear search"
            className={styles.clearButton}
            onClick={() => onChange('')}
          >
            <X size={18} aria-hidden="true" />
          </button>
        )}
      </div>
    </div>
  );
}
