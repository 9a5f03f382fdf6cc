import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.small, marginTop: vars.space.xsmall, minWidth: '14rem' });
export const form = style({ display: 'grid', gap: vars.space.small });
export const history = style({ display: 'grid', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.small });
export const change = style({ display: 'grid', gap: vars.space.xxsmall });
export const meta = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const note = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const historyTitle = style({ margin: 0, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.strong });
