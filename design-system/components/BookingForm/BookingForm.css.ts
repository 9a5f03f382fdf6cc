import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.medium,
  borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const contactFields = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});
