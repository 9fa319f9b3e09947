import { useRef } from 'react';
import { Flag, MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { IconButton } from '../../components/icon-button.tsx';
import * as styles from './message.css.ts';

export interface MessageActionsMenuProps {
  /**
   * Who wrote the message, in the button's name ("More actions, Ada Lovelace"). The word
   * "message" stays out of it: "Message" is the composer field's name, found by that label.
   */
  authorName: string;
  onReport: () => void;
}

/**
 * What can be done with someone else's message: for now, report it
 * (docs/discussions.md#the-screen).
 */
export function MessageActionsMenu({ authorName, onReport }: MessageActionsMenuProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <IconButton
          ref={trigger}
          label={`More actions, ${authorName}`}
          icon={<MoreHorizontal size={16} aria-hidden="true" />}
          className={styles.menuTrigger}
        />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.menu} align="start" sideOffset={4}>
          <DropdownMenu.Item
            className={styles.menuItem}
            onSelect={() => {
              // The confirm dialog gives focus back to what had it when it opened: the menu's
              // button, not this item, which is gone by then.
              trigger.current?.focus();
              onReport();
            }}
          >
            <Flag size={14} aria-hidden="true" />
            Report
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
