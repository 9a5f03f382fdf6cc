import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'grid', gap: vars.space.medium, maxWidth: '32rem' });
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
