import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../../../design-system/tokens/contract.css';

/**
 * A band without a title of its own (a quote, figures): the same rhythm and tints as a titled
 * PageSection beside it.
 */
export const band = recipe({
  base: { paddingBlock: vars.space.xxlarge },
  variants: {
    tone: {
      plain: {},
      tinted: {
        backgroundColor: vars.color.surfaceMuted,
        borderBlock: `${vars.borderWidth.standard} solid ${vars.color.border}`,
      },
    },
  },
});

export const note = style({
  marginBlockStart: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  maxWidth: vars.size.prose,
});
