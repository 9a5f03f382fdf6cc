import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
