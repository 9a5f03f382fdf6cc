import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
  gap: vars.space.medium,
});

export const icon = style({
  width: '1.5rem',
  height: '1.5rem',
  color: vars.color.brand,
});
