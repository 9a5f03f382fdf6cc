import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'medium' });
export const filters = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xsmall' });
export const note = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const clientFilter = style([sprinkles({ display: 'grid', gap: 'small' }), { maxWidth: '28rem' }]);
