import { useMemo, useState } from 'react';
import { Download, FileText, Lock, Paperclip } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { Button } from '../../components/button.tsx';
import {
  DialogActions,
  DialogCloseButton,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../components/dialog.tsx';
import { hasRelatedFiles, relatedFiles, type RelatedFile } from './file-links.ts';
import * as styles from './related-files-dialog.css.ts';

/**
 * "Show Files" and its "Related Files" dialog (docs/screens.md#plan-screen): the request's files
 * and each milestone's deliverables. Downloads open in a new tab (docs/screens.md#plan-screen); a
 * deliverable the customer may not have yet is listed with why, since the server would answer "not
 * found" anyway.
 */
export function RelatedFilesButton({ ticket, viewer }: { ticket: TicketState; viewer: Actor }) {
  const [open, setOpen] = useState(false);
  const groups = useMemo(() => relatedFiles(ticket, viewer), [ticket, viewer]);
  if (!hasRelatedFiles(ticket)) return null;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <Paperclip size={16} aria-hidden="true" />
          Show Files
        </Button>
      </Dialog.Trigger>
      <DialogContent>
        <DialogTitle>Related Files</DialogTitle>
        <DialogDescription>
          Files sent with this request and the work delivered for each milestone.
        </DialogDescription>
        <div className={styles.groups}>
          {groups.map((group) => (
            <section key={group.title} aria-label={group.title}>
              <h3 className={styles.groupTitle}>{group.title}</h3>
              <ul className={styles.list}>
                {group.files.map((file) => (
                  <FileRow key={file.key} file={file} />
                ))}
              </ul>
            </section>
          ))}
        </div>
        <DialogActions>
          <DialogCloseButton>Close</DialogCloseButton>
        </DialogActions>
      </DialogContent>
    </Dialog.Root>
  );
}

function FileRow({ file }: { file: RelatedFile }) {
  return (
    <li className={styles.file}>
      {file.href ? (
        <>
          <FileText size={16} aria-hidden="true" className={styles.fileIcon} />
          <a
            href={file.href}
            target="_blank"
            rel="noopener"
            className={styles.link}
            // A long name is cut to the row's width; the whole name shows on hover.
            title={file.name}
          >
            <span className={styles.truncated}>{file.name}</span>
            <Download size={16} aria-hidden="true" className={styles.fileIcon} />
          </a>
        </>
      ) : (
        <>
          <Lock size={16} aria-hidden="true" className={styles.fileIcon} />
          <span className={styles.fileName} title={file.name}>
            <span className={styles.truncated}>{file.name}</span>
            <span className={styles.locked}>{file.lockedReason}</span>
          </span>
        </>
      )}
    </li>
  );
}
