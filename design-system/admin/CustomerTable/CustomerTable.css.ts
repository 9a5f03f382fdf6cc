import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'medium' });

export const toolbar = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 'medium' });

export const search = style({ flex: '1 1 16rem', maxWidth: '28rem' });
export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const customer = sprinkles({ display: 'grid' });
export const email = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const usage = style({ minWidth: '9rem' });
export const empty = style({ textAlign: 'center', color: vars.color.textMuted, paddingBlock: vars.space.large });
