import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const form = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' }),
  {
    minWidth: 0,
  },
]);

export const actions = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 'xsmall' }),
  {
    paddingBlockStart: vars.space.xsmall,
  },
]);
