import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const form = sprinkles({ display: 'grid', gap: 'medium' });
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const actions = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small', justifyContent: 'flex-end' });
