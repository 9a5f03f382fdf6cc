import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const body = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' });

export const options = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' }),
  {
    listStyle: 'none',
    padding: 0,
  },
]);

export const option = recipe({
  base: [
    sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' }),
    {
      position: 'relative',
      padding: vars.space.medium,
      borderRadius: vars.radius.large,
      borderStyle: 'solid',
      borderWidth: vars.borderWidth.strong,
    },
  ],
  variants: {
    popular: {
      true: { borderColor: vars.color.accent, backgroundColor: vars.color.accentSoft, paddingBlockStart: vars.space.large },
      false: { borderColor: vars.color.border },
    },
  },
  defaultVariants: { popular: false },
});

export const badge = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: vars.space.medium,
  transform: 'translateY(-50%)',
});

export const features = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const status = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  textAlign: 'center',
  // Always in the page, so a screen reader hears the text when it appears; empty, it takes no room.
  selectors: { '&:empty': { marginBlockStart: `calc(-1 * ${vars.space.medium})` } },
});
