import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    padding: vars.space.large,
    backgroundColor: vars.color.surface,
    borderRadius: vars.radius.large,
    borderStyle: 'solid',
    borderWidth: vars.borderWidth.strong,
  },
  variants: {
    popular: {
      true: { borderColor: vars.color.accent, boxShadow: vars.shadow.medium },
      false: { borderColor: vars.color.border, boxShadow: vars.shadow.small },
    },
  },
  defaultVariants: { popular: false },
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const price = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
});

export const features = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flexGrow: 1,
});

export const feature = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xsmall, fontSize: vars.fontSize.small });

export const featureIcon = style({
  width: '1.125rem',
  height: '1.125rem',
  flexShrink: 0,
  marginBlockStart: '0.15em',
  color: vars.color.positive,
});
