import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'medium' });
export const counts = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small' }), { margin: 0, padding: 0, listStyle: 'none' }]);
export const subject = style({ fontWeight: vars.fontWeight.strong, margin: 0, overflowWrap: 'anywhere' });
