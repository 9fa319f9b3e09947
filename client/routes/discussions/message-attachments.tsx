import { Paperclip } from 'lucide-react';
import { isImageName } from '#shared/domain/discussions/messages.ts';
import { chipLabel, displayName } from '#shared/domain/files/limits.ts';
import { downloadHref } from '../../features/files/file-links.ts';
import type { ImagePreview } from './image-preview-dialog.tsx';
import * as styles from './message.css.ts';

export interface MessageAttachmentsProps {
  ticketId: string;
  attachments: Record<string, string>;
  onOpenImage: (image: ImagePreview) => void;
}

/**
 * A message's files (SPEC §5): images as thumbnails that open at full size, other files as
 * chips (20 characters) that download through the authorised file route.
 */
export function MessageAttachments({
  ticketId,
  attachments,
  onOpenImage,
}: MessageAttachmentsProps) {
  const files = Object.entries(attachments).map(([key, stored]) => ({
    key,
    name: displayName(stored),
    href: downloadHref(ticketId, key),
  }));
  if (files.length === 0) return null;
  return (
    <ul className={styles.attachments} aria-label="Attachments">
      {files.map((file) => (
        <li key={file.key}>
          {isImageName(file.name) ? (
            <button
              type="button"
              className={styles.thumbButton}
              aria-label={`View image ${file.name}`}
              onClick={() => onOpenImage({ name: file.name, href: file.href })}
            >
              <img
                src={file.href}
                alt=""
                loading="lazy"
                decoding="async"
                className={styles.thumb}
              />
            </button>
          ) : (
            <a
              href={file.href}
              target="_blank"
              rel="noopener"
              className={styles.fileChip}
              title={file.name}
              aria-label={`Download ${file.name}`}
            >
              <Paperclip size={14} aria-hidden="true" className={styles.fileIcon} />
              {chipLabel(file.name)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
