import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const detail = style({
  color: vars.color.textMuted,
});
