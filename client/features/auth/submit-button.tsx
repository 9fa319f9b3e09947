import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import type { ButtonProps } from '../../components/button.tsx';
import { cx } from '../../components/cx.ts';
import { spinner } from '../../styles/spinner.css.ts';
import * as styles from './auth-form.css.ts';

export type SubmitButtonProps = Omit<ButtonProps, 'type' | 'children'> & {
  children: ReactNode;
  pending: boolean;
  /** What is happening while pending, e.g. "Signing in…". */
  pendingLabel: string;
};

/** A full-width submit that is disabled and shows progress while its request runs. */
export function SubmitButton({
  children,
  pending,
  pendingLabel,
  disabled,
  className,
  ...props
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size="lg"
      fullWidth
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={cx(styles.submit, className)}
      {...props}
    >
      {pending ? (
        <>
          <LoaderCircle size={18} className={spinner} aria-hidden="true" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
