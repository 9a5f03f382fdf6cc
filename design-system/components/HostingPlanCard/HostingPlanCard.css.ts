import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    minWidth: 0,
    padding: vars.space.large,
    paddingBlockStart: vars.space.xlarge,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    borderStyle: 'solid',
  },
  variants: {
    popular: {
      true: {
        borderWidth: vars.borderWidth.strong,
        borderColor: vars.color.accent,
        boxShadow: vars.shadow.medium,
      },
      false: {
        borderWidth: vars.borderWidth.strong,
        borderColor: vars.color.border,
        boxShadow: vars.shadow.small,
      },
    },
  },
  defaultVariants: { popular: false },
});

export const popularBadge = style({
  position: 'absolute',
  insetBlockStart: vars.space.medium,
  insetInlineEnd: vars.space.medium,
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const pricing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const priceLine = style({ margin: 0 });

export const priceVisual = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
});

export const originalPrice = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  textDecorationThickness: vars.borderWidth.strong,
});

export const price = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const per = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const specs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceMuted,
});

export const spec = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const specName = style({ display: 'inline-flex', color: vars.color.brand, flexShrink: 0 });

export const specIcon = style({ width: '1.125rem', height: '1.125rem' });

export const specValue = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
});

export const features = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flexGrow: 1,
});

export const feature = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
});

export const featureIcon = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  marginBlockStart: '0.15em',
  color: vars.color.positive,
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
});
