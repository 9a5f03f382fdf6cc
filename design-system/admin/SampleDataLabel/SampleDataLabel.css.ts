import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 'xsmall' }),
  {
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.tight,
  },
]);

export const detail = style({
  color: vars.color.textMuted,
});
