import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderInlineStartWidth: vars.space.xxsmall,
    borderInlineStartStyle: 'solid',
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { backgroundColor: vars.color.infoSoft, borderInlineStartColor: vars.color.info },
      positive: { backgroundColor: vars.color.positiveSoft, borderInlineStartColor: vars.color.positive },
      caution: { backgroundColor: vars.color.cautionSoft, borderInlineStartColor: vars.color.caution },
      critical: { backgroundColor: vars.color.criticalSoft, borderInlineStartColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof root>>;

export const icon = recipe({
  base: {
    display: 'inline-flex',
    flexShrink: 0,
    width: vars.space.large,
    height: vars.space.large,
  },
  variants: {
    tone: {
      info: { color: vars.color.info },
      positive: { color: vars.color.positive },
      caution: { color: vars.color.caution },
      critical: { color: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: '1 1 16rem',
  minWidth: 0,
});

export const title = style({
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({
  fontSize: vars.fontSize.small,
});

export const action = style({
  flexShrink: 0,
  alignSelf: 'center',
});
