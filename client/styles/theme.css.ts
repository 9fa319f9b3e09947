import { createGlobalTheme } from '@vanilla-extract/css';

/*
 * Design tokens for every screen. Values are plain CSS so screens never hard-code colours or
 * sizes; vanilla-extract turns each leaf into a CSS custom property on :root.
 *
 * Every text/background pair below was checked for WCAG AA (≥ 4.5:1 for text, ≥ 3:1 for
 * `solid` status colours used as dots, chain links and icons on white).
 */

// A status colour set: `bg`/`fg` for badges and tinted panels, `solid` for non-text marks.
const status = (bg: string, fg: string, solid: string) => ({ bg, fg, solid });

export const theme = createGlobalTheme(':root', {
  color: {
    // Surfaces: white cards on a faintly cool page, so content reads as calm and contained.
    page: '#F8FAFC',
    surface: '#FFFFFF',
    surfaceMuted: '#F1F5F9',
    surfaceRaised: '#FFFFFF',
    overlay: 'rgba(15, 23, 42, 0.48)',

    text: '#0F172A',
    textMuted: '#475569',
    // The lightest text allowed: 4.55:1 on `page`, so use it only for secondary metadata.
    textSubtle: '#64748B',
    textOnBrand: '#FFFFFF',

    border: '#E2E8F0',
    borderStrong: '#CBD5E1',

    brand: '#4F46E5',
    brandHover: '#4338CA',
    brandActive: '#3730A3',
    brandSubtle: '#EEF2FF',
    brandSubtleHover: '#E0E7FF',
    brandText: '#3730A3',

    danger: '#B91C1C',
    dangerHover: '#991B1B',
    dangerSubtle: '#FEF2F2',
    success: '#047857',
    successSubtle: '#ECFDF5',
    warning: '#B45309',
    warningSubtle: '#FFFBEB',

    focusRing: '#4F46E5',
  },

  // Keys match the domain enums exactly so screens can index with a status value.
  ticketStatus: {
    AWAITING_ASSIGNMENT: status('#F1F5F9', '#334155', '#64748B'),
    DEVELOPER_PLANNING: status('#E0F2FE', '#075985', '#0284C7'),
    CUSTOMER_REVIEWING_PLAN: status('#FEF3C7', '#92400E', '#D97706'),
    DEVELOPER_WORKING: status('#E0E7FF', '#3730A3', '#4F46E5'),
    CUSTOMER_REVIEWING_RESULTS: status('#F3E8FF', '#6B21A8', '#9333EA'),
    CUSTOMER_REJECTED: status('#FFE4E6', '#9F1239', '#E11D48'),
    CUSTOMER_APPROVED: status('#D1FAE5', '#065F46', '#059669'),
    REQUIRES_MOD_ASSISTANCE: status('#FFEDD5', '#9A3412', '#EA580C'),
  },
  milestoneStatus: {
    PLANNED: status('#F1F5F9', '#334155', '#64748B'),
    IN_PROGRESS: status('#DBEAFE', '#1E40AF', '#2563EB'),
    IN_REVIEW: status('#FEF3C7', '#92400E', '#D97706'),
    ACCEPTED: status('#DCFCE7', '#166534', '#16A34A'),
    REJECTED: status('#FEE2E2', '#991B1B', '#DC2626'),
    // Not a state of the work but of its money: paid into escrow, then given back.
    REFUNDED: status('#F3E8FF', '#6B21A8', '#9333EA'),
    CANCELLED: status('#F1F5F9', '#475569', '#94A3B8'),
  },

  font: {
    // Self-hosted via @fontsource-variable/inter (imported in main.tsx); no request leaves the site.
    body: "'Inter Variable', Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  fontSize: {
    xs: '0.75rem', // 12
    sm: '0.875rem', // 14
    md: '1rem', // 16
    lg: '1.125rem', // 18
    xl: '1.25rem', // 20
    '2xl': '1.5rem', // 24
    '3xl': '1.875rem', // 30
    '4xl': '2.25rem', // 36
    '5xl': '3rem', // 48
    '6xl': '3.75rem', // 60
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    semibold: '600',
    bold: '700',
  },
  lineHeight: {
    tight: '1.1',
    snug: '1.3',
    normal: '1.5',
    relaxed: '1.65',
  },
  letterSpacing: {
    tight: '-0.02em',
    normal: '0',
    wide: '0.04em',
  },

  // The 8 px grid: space['1'] is 8 px, space['0.5'] the 4 px half-step for tight inline gaps.
  space: {
    '0': '0',
    '0.5': '0.25rem',
    '1': '0.5rem',
    '1.5': '0.75rem',
    '2': '1rem',
    '3': '1.5rem',
    '4': '2rem',
    '5': '2.5rem',
    '6': '3rem',
    '8': '4rem',
    '10': '5rem',
    '12': '6rem',
    '16': '8rem',
  },

  radius: {
    sm: '6px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    full: '9999px',
  },
  shadow: {
    sm: '0 1px 2px rgba(15, 23, 42, 0.06)',
    md: '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)',
    lg: '0 4px 8px rgba(15, 23, 42, 0.06), 0 16px 40px rgba(15, 23, 42, 0.12)',
  },

  // Motion stays at or under 250 ms (docs/screens.md#the-look); reduced motion zeroes it globally.
  duration: {
    fast: '120ms',
    normal: '180ms',
    slow: '250ms',
  },
  easing: {
    standard: 'cubic-bezier(0.2, 0, 0, 1)',
    out: 'cubic-bezier(0.16, 1, 0.3, 1)',
    in: 'cubic-bezier(0.4, 0, 1, 1)',
  },

  layout: {
    maxWidth: '1200px',
    proseWidth: '42rem',
    topBarHeight: '4rem',
  },
  zIndex: {
    topBar: '10',
    overlay: '50',
    dialog: '51',
    toast: '60',
  },
});

// Mobile first: each query switches on at or above its width.
export const breakpoints = { sm: 576, md: 700, lg: 900 } as const;

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  /** Phones: narrower than `sm`. */
  belowSm: `screen and (max-width: ${breakpoints.sm - 0.02}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
