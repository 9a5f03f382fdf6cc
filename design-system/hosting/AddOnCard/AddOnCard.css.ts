import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xsmall,
    padding: vars.space.large,
    backgroundColor: vars.color.surface,
    borderRadius: vars.radius.large,
    borderWidth: vars.borderWidth.strong,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    boxShadow: vars.shadow.small,
    transitionProperty: 'border-color',
    transitionDuration: vars.motion.fast,
  },
  variants: {
    added: {
      true: { borderColor: vars.color.positive },
      false: {},
    },
  },
  defaultVariants: { added: false },
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const description = style({
  flexGrow: 1,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: vars.space.xsmall,
});

export const price = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
});

export const per = style({
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
