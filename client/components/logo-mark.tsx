import type { ComponentProps } from 'react';

/**
 * The brand mark: a "U" whose right stroke is cut short, an opened lock. Decorative, because
 * the wordmark next to it (or the surrounding link) carries the accessible name.
 */
export function LogoMark(props: ComponentProps<'svg'>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" {...props}>
      <rect width="32" height="32" rx="8" fill="#4F46E5" />
      <path
        d="M10 9v8a6 6 0 0 0 12 0v-2"
        fill="none"
        stroke="#FFFFFF"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="22" cy="9.5" r="1.75" fill="#FFFFFF" />
    </svg>
  );
}
