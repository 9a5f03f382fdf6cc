import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  maxWidth: vars.size.prose,
  paddingBlock: vars.space.xxlarge,
});

export const code = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.accent,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const path = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  backgroundColor: vars.color.surfaceMuted,
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  overflowWrap: 'anywhere',
});
