import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  paddingBlock: vars.space.xxlarge,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.canvas})`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const eyebrow = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const lede = style({
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
});
