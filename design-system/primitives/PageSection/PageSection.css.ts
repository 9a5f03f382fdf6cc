import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = recipe({
  base: {
    paddingBlock: vars.space.xxlarge,
  },
  variants: {
    tone: {
      plain: {},
      /** a tinted band between plain ones */
      tinted: {
        backgroundColor: vars.color.surfaceMuted,
        borderBlock: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      },
    },
  },
  defaultVariants: { tone: 'plain' },
});

/**
 * The target of an in-page link that moves focus to the section: it takes focus without an
 * outline (it is not a control) and stops a little further below the sticky header.
 */
export const focusTarget = style({
  scrollMarginTop: vars.space.xlarge,
  selectors: { '&:focus': { outline: 'none' } },
});

export const intro = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    maxWidth: vars.size.prose,
    marginBlockEnd: vars.space.xlarge,
  },
  variants: {
    align: {
      start: {},
      center: { marginInline: 'auto', textAlign: 'center', alignItems: 'center' },
    },
  },
  defaultVariants: { align: 'start' },
});

export type PageSectionVariants = NonNullable<RecipeVariants<typeof root>> & NonNullable<RecipeVariants<typeof intro>>;

export const eyebrow = style({
  color: vars.color.accent,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const lede = style({ color: vars.color.textMuted, fontSize: vars.fontSize.large });

export const actions = style({ marginBlockStart: vars.space.xlarge });
