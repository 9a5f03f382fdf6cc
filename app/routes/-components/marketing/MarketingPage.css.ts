import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';

/** A band without a title of its own (a quote, figures): the same vertical rhythm as a section. */
export const band = style({ paddingBlock: vars.space.xxlarge });

export const note = style({
  marginBlockStart: vars.space.large,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  maxWidth: vars.size.prose,
});
