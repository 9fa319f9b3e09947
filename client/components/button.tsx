import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { buttonRecipe } from './button.css.ts';
import type { ButtonVariants } from './button.css.ts';
import { cx } from './cx.ts';

export type ButtonVariant = NonNullable<ButtonVariants['variant']>;
export type ButtonSize = NonNullable<ButtonVariants['size']>;

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

export type ButtonProps = ComponentProps<'button'> & ButtonStyleProps;

/** A real <button>; defaults to type="button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonRecipe({ variant, size, fullWidth }), className)}
      {...props}
    />
  );
}

export type ButtonLinkProps = Omit<ComponentProps<'a'>, 'href'> &
  ButtonStyleProps & {
    /** An in-app path, navigated client-side by wouter. */
    href: string;
  };

/** Navigation styled as a button: it stays an <a> so it keeps link semantics and middle-click. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  className,
  href,
  ...props
}: ButtonLinkProps) {
  return (
    <Link
      href={href}
      className={cx(buttonRecipe({ variant, size, fullWidth }), className)}
      {...props}
    />
  );
}
