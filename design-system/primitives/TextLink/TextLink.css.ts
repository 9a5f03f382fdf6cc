import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const link = recipe({
  base: {
    display: 'inline',
    fontWeight: vars.fontWeight.medium,
    textDecorationLine: 'underline',
    textDecorationThickness: '0.08em',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
    transitionProperty: 'color, text-decoration-color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&:hover': { textDecorationThickness: '0.14em' },
    },
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand, selectors: { '&:hover': { color: vars.color.brandHover } } },
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted, selectors: { '&:hover': { color: vars.color.text } } },
    },
    /** Quiet links in lists (footer, nav): underline only on hover and focus. */
    quiet: {
      true: {
        textDecorationLine: 'none',
        selectors: { '&:hover, &:focus-visible': { textDecorationLine: 'underline' } },
      },
      false: {},
    },
  },
  defaultVariants: { tone: 'brand', quiet: false },
});

export type TextLinkVariants = NonNullable<RecipeVariants<typeof link>>;

export const externalIcon = style({
  display: 'inline-block',
  width: '0.85em',
  height: '0.85em',
  marginInlineStart: vars.space.xxsmall,
  verticalAlign: 'baseline',
});
