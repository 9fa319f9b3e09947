import { useState } from 'react';
import { Paperclip } from 'lucide-react';
import { isImageName } from '#shared/domain/discussions/messages.ts';
import { chipLabel, displayName } from '#shared/domain/files/limits.ts';
import { downloadHref } from '../../features/files/file-links.ts';
import type { ImagePreview } from './image-preview-dialog.tsx';
import * as styles from './message.css.ts';

interface AttachedFile {
  key: string;
  name: string;
  href: string;
}

export interface MessageAttachmentsProps {
  ticketId: string;
  attachments: Record<string, string>;
  onOpenImage: (image: ImagePreview) => void;
}

/**
 * A message's files (docs/forms.md#messages): images as thumbnails that open at full size, other
 * files as chips (20 characters) that download through the authorised file route.
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
            <ImageThumbnail file={file} onOpen={() => onOpenImage(file)} />
          ) : (
            <FileChipLink file={file} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** An image, small, that opens at full size; a file chip if the browser cannot show it. */
function ImageThumbnail({ file, onOpen }: { file: AttachedFile; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <FileChipLink file={file} />;
  return (
    <button
      type="button"
      className={styles.thumbButton}
      aria-label={`View image ${file.name}`}
      onClick={onOpen}
    >
      <img
        src={file.href}
        alt=""
        loading="lazy"
        decoding="async"
        className={styles.thumb}
        onError={() => setFailed(true)}
      />
    </button>
  );
}

function FileChipLink({ file }: { file: AttachedFile }) {
  return (
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
  );
}
