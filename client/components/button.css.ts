import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { theme } from '../styles/theme.css.ts';

// One recipe shared by <Button>, <ButtonLink> and Radix `asChild` triggers, so a link that
// looks like a button and a real button can never drift apart.
export const buttonRecipe = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space['1'],
    border: '1px solid transparent',
    borderRadius: theme.radius.md,
    fontWeight: theme.fontWeight.semibold,
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: theme.duration.fast,
    transitionTimingFunction: theme.easing.standard,
    selectors: {
      '&:active:not(:disabled)': { transform: 'translateY(1px)' },
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: theme.color.brand,
        color: theme.color.textOnBrand,
        boxShadow: theme.shadow.sm,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: theme.color.brandHover,
            color: theme.color.textOnBrand,
          },
          '&:active:not(:disabled)': { backgroundColor: theme.color.brandActive },
        },
      },
      secondary: {
        backgroundColor: theme.color.surface,
        color: theme.color.text,
        borderColor: theme.color.borderStrong,
        boxShadow: theme.shadow.sm,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: theme.color.surfaceMuted,
            color: theme.color.text,
          },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: theme.color.text,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: theme.color.surfaceMuted,
            color: theme.color.text,
          },
        },
      },
      danger: {
        backgroundColor: theme.color.danger,
        color: theme.color.textOnBrand,
        boxShadow: theme.shadow.sm,
        selectors: {
          '&:hover:not(:disabled)': {
            backgroundColor: theme.color.dangerHover,
            color: theme.color.textOnBrand,
          },
        },
      },
    },
    size: {
      // Heights stay on the 8 px grid; `sm` still clears the 32 px minimum touch target.
      sm: {
        height: '2.25rem',
        paddingInline: theme.space['1.5'],
        fontSize: theme.fontSize.sm,
      },
      md: {
        height: '2.5rem',
        paddingInline: theme.space['2'],
        fontSize: theme.fontSize.sm,
      },
      lg: {
        height: '3rem',
        paddingInline: theme.space['3'],
        fontSize: theme.fontSize.md,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: {
    variant: 'primary',
    size: 'md',
    fullWidth: false,
  },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof buttonRecipe>>;
