import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([sprinkles({ display: 'grid', gap: 'small' }), { marginTop: vars.space.xsmall, minWidth: '14rem' }]);
export const form = sprinkles({ display: 'grid', gap: 'small' });
export const history = style([sprinkles({ display: 'grid', gap: 'xsmall' }), { margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.small }]);
export const change = sprinkles({ display: 'grid', gap: 'xxsmall' });
export const meta = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const note = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
export const historyTitle = style({ margin: 0, fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.strong });
