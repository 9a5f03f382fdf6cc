import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'large' });
export const when = style({ fontWeight: vars.fontWeight.strong, margin: 0 });
export const blockedItem = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'small', justifyContent: 'space-between' });
