import type { ComponentProps, ReactNode } from 'react';
import { iconButton } from './icon-button.css.ts';
import { cx } from './cx.ts';

export type IconButtonProps = Omit<ComponentProps<'button'>, 'children' | 'aria-label'> & {
  /** Required: an icon alone has no accessible name, so screen readers hear this instead. */
  label: string;
  icon: ReactNode;
};

export function IconButton({ label, icon, className, type = 'button', ...props }: IconButtonProps) {
  return (
    <button type={type} aria-label={label} className={cx(iconButton, className)} {...props}>
      {icon}
    </button>
  );
}
