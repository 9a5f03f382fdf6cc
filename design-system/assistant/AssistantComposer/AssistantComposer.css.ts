import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const form = sprinkles({ display: 'grid', gridTemplateColumns: 'contentAction', alignItems: 'start', gap: 'small' });

export const textarea = style({
  minHeight: `calc(${vars.size.touch} * 1.6)`,
  maxHeight: `calc(${vars.size.touch} * 4)`,
  resize: 'none',
});

/** Beside the text area, as tall as its first lines. */
export const send = style({
  minHeight: `calc(${vars.size.touch} * 1.6)`,
});
