import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});
