import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { FieldFrame } from '../forms/field-frame.tsx';
import type { FieldFrameProps } from '../forms/field-frame.tsx';
import * as styles from './request-form.css.ts';

type SelectFieldProps = ComponentProps<'select'> &
  Omit<FieldFrameProps, 'children'> & {
    options: ReadonlyArray<{ value: string; label: string }>;
  };

/** A native select: the platform's own picker on phones, and keyboard use for free. */
export function SelectField({
  label,
  optional,
  hint,
  error,
  id,
  options,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} optional={optional} hint={hint} error={error} id={id}>
      {({ id: controlId, describedBy }) => (
        <div className={styles.selectWrap}>
          <select
            id={controlId}
            className={styles.select}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            {...props}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown className={styles.selectIcon} aria-hidden="true" />
        </div>
      )}
    </FieldFrame>
  );
}
