import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: vars.space.small,
});

export const textarea = style({
  minHeight: `calc(${vars.size.touch} * 1.6)`,
  maxHeight: `calc(${vars.size.touch} * 4)`,
  resize: 'none',
});

/** Beside the text area, as tall as its first lines. */
export const send = style({
  minHeight: `calc(${vars.size.touch} * 1.6)`,
});
