import type { ComponentProps, MouseEvent } from 'react';

export type JumpLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The id of the section to bring into view. */
  targetId: string;
  /** The id of the element to focus there (defaults to the section; it needs tabIndex={-1}). */
  focusId?: string;
};

/**
 * An in-page link that scrolls to a section and moves keyboard and screen-reader focus into it,
 * which a plain #anchor does not. Smooth only when the visitor has not asked for reduced motion.
 * Before hydration it still works as an ordinary anchor.
 */
export function JumpLink({ targetId, focusId, onClick, ...props }: JumpLinkProps) {
  const jump = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = document.getElementById(targetId);
    const focusTarget = document.getElementById(focusId ?? targetId) ?? target;
    if (!target || event.defaultPrevented) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'instant' : 'smooth', block: 'start' });
    // preventScroll: focusing would otherwise jump there at once and cut the smooth scroll short.
    focusTarget?.focus({ preventScroll: true });
  };
  return <a href={`#${targetId}`} onClick={jump} {...props} />;
}
