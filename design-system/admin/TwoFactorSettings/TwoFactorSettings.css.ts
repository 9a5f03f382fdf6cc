import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.large });
export const section = style({ display: 'grid', gap: vars.space.medium });
export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small, justifyContent: 'space-between' });
export const title = style({ margin: 0 });
export const text = style({ margin: 0 });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0, overflowWrap: 'anywhere' });
export const setup = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  alignItems: 'start',
});
export const qr = style({ width: '12rem', height: '12rem', borderRadius: vars.radius.medium, border: `${vars.borderWidth.standard} solid ${vars.color.border}` });
export const secret = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small, overflowWrap: 'anywhere', margin: 0, userSelect: 'all' });
export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.small });
export const list = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });
export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
});
export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontFamily: vars.font.mono,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
