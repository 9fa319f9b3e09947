import { Paperclip, X } from 'lucide-react';
import { chipLabel, displayName } from '#shared/domain/files/limits.ts';
import * as styles from './file-uploader.css.ts';

export interface AttachedFileChipProps {
  name: string;
  onRemove: () => void;
  disabled: boolean;
}

/**
 * An uploaded file that will be saved with the form; the chip shows 20 characters
 * (docs/forms.md#uploads).
 */
export function AttachedFileChip({ name, onRemove, disabled }: AttachedFileChipProps) {
  const shown = displayName(name);
  return (
    <li className={styles.chip} title={shown}>
      <Paperclip className={styles.fileIcon} aria-hidden="true" />
      <span>{chipLabel(name)}</span>
      <button
        type="button"
        className={styles.chipButton}
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${shown}`}
      >
        <X size={14} aria-hidden="true" />
      </button>
    </li>
  );
}
