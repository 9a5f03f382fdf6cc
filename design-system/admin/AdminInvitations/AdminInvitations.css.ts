import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.large });
export const section = style({ display: 'grid', gap: vars.space.small });
export const list = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});
export const text = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0 });
export const name = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, fontWeight: vars.fontWeight.strong, margin: 0 });
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0, overflowWrap: 'anywhere' });
export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });
export const link = style({
  display: 'block',
  padding: vars.space.small,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
export const linkRow = style({ display: 'grid', gap: vars.space.small });
