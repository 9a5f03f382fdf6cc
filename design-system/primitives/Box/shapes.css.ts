import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from './sprinkles.css';

/**
 * A disc: a circle that centres what it holds (a step's number, an avatar's initials) and never
 * shrinks in a row. Its size, colours and type are the user's: `style([disc, { width, ... }])`.
 */
export const disc = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    flexShrink: 0,
    borderRadius: vars.radius.full,
  },
]);
