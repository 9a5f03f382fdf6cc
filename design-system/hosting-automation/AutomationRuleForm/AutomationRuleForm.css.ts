import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.xsmall,
});
