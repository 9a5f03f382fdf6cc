import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Off-screen to the left (which never adds a scrollbar), small, and clipped. */
export const root = style({
  position: 'absolute',
  insetInlineStart: '-100vw',
  insetBlockStart: 0,
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  overflow: 'hidden',
});
