import { useRef } from 'react';
import { ExternalLink } from 'lucide-react';
import { Dialog } from 'radix-ui';
import {
  DialogActions,
  DialogCloseButton,
  DialogContent,
  DialogTitle,
} from '../../components/dialog.tsx';
import { buttonRecipe } from '../../components/button.css.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './message.css.ts';

export interface ImagePreview {
  name: string;
  href: string;
}

export interface ImagePreviewDialogProps {
  image: ImagePreview | null;
  onClose: () => void;
}

/** An attached image at full size, over the conversation rather than instead of it. */
export function ImagePreviewDialog({ image, onClose }: ImagePreviewDialogProps) {
  // Opened from a thumbnail, not a Dialog.Trigger: Radix would return focus to no trigger, so
  // a keyboard user would lose their place in the conversation. It goes back to the thumbnail.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root
      open={image !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {image && (
        <DialogContent
          className={styles.previewContent}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <DialogTitle>{image.name}</DialogTitle>
          <img src={image.href} alt={image.name} className={styles.previewImage} />
          <DialogActions>
            <a
              href={image.href}
              target="_blank"
              rel="noopener"
              className={buttonRecipe({ variant: 'secondary' })}
            >
              <ExternalLink size={16} aria-hidden="true" />
              Open original
              <span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
            <DialogCloseButton>Close</DialogCloseButton>
          </DialogActions>
        </DialogContent>
      )}
    </Dialog.Root>
  );
}
