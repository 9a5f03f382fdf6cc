import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.medium,
    borderWidth: vars.borderWidth.strong,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    textWrap: 'balance',
    paddingBlock: vars.space.xsmall,
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: 'ease-out',
    selectors: {
      '&:disabled, &[data-disabled]': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
      '&[aria-busy="true"]': {
        cursor: 'progress',
      },
    },
  },
  variants: {
    tone: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: vars.color.brandHover },
        },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        color: vars.color.brand,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: vars.color.brandSoft },
          // a toggle in a filter group: the chosen one is filled, so it reads as chosen without colour alone (aria-pressed)
          '&[aria-pressed="true"], &[aria-pressed="true"]:hover:not(:disabled)': { backgroundColor: vars.color.brand, color: vars.color.textOnBrand },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { backgroundColor: vars.color.brandSoft },
        },
      },
      critical: {
        backgroundColor: vars.color.critical,
        color: vars.color.textOnBrand,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': { filter: 'brightness(0.92)' },
        },
      },
    },
    size: {
      small: {
        minHeight: `calc(${vars.size.touch} - ${vars.space.xsmall})`,
        paddingInline: vars.space.small,
        fontSize: vars.fontSize.small,
      },
      medium: {
        minHeight: vars.size.touch,
        paddingInline: vars.space.medium,
        fontSize: vars.fontSize.standard,
      },
      large: {
        minHeight: `calc(${vars.size.touch} + ${vars.space.xsmall})`,
        paddingInline: vars.space.large,
        fontSize: vars.fontSize.large,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: {
    tone: 'primary',
    size: 'medium',
    fullWidth: false,
  },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
