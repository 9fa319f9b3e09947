import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import * as formStyles from '../../features/auth/auth-form.css.ts';
import { FieldMessage } from '../../features/forms/field-frame.tsx';
import * as styles from './plan-forms.css.ts';

export interface EstimatedTimeFieldsProps {
  hours: UseFormRegisterReturn;
  minutes: UseFormRegisterReturn;
  /** One message for the pair: the estimate is their sum. */
  error?: string | undefined;
}

/**
 * The estimate as hours and minutes (docs/forms.md#milestone-form: minimum hours 0), grouped under
 * one legend so each input is announced as "Hours, Estimated time"; the error describes both.
 */
export function EstimatedTimeFields({ hours, minutes, error }: EstimatedTimeFieldsProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error ? true : undefined;
  const describedBy = error ? errorId : undefined;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Estimated time</legend>
      <div className={styles.pair}>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-hours`} className={styles.subLabel}>
            Hours
          </label>
          <input
            id={`${id}-hours`}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            className={formStyles.input}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...hours}
          />
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-minutes`} className={styles.subLabel}>
            Minutes
          </label>
          <input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={0}
            max={59}
            step={1}
            className={formStyles.input}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            {...minutes}
          />
        </div>
      </div>
      <FieldMessage id={errorId} error={error} />
    </fieldset>
  );
}
