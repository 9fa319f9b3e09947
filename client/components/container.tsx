import type { ComponentProps } from 'react';
import { container } from './container.css.ts';
import { cx } from './cx.ts';

export type ContainerProps = ComponentProps<'div'> & {
  /** `wide` for page chrome and grids, `prose` for reading-width text. */
  width?: keyof typeof container;
};

/** Centres content with the page's gutters so every screen lines up with the top bar. */
export function Container({ width = 'wide', className, ...props }: ContainerProps) {
  return <div className={cx(container[width], className)} {...props} />;
}
