import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { cardSurface } from '../../primitives/Card/Card.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/** one flat card's surface (a list cannot be a `Card`), its rows divided by rules */
export const list = style([cardSurface, sprinkles({ display: 'grid' }), { margin: 0, padding: 0, listStyle: 'none', boxShadow: 'none', overflow: 'hidden' }]);

export const item = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'small' }),
  {
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    selectors: { '& + &': { borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` } },
  },
]);

export const text = style([sprinkles({ display: 'grid', gap: 'xxsmall' }), { minWidth: 0 }]);
export const name = style({ fontWeight: vars.fontWeight.medium });
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });
export const value = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.strong });
export const end = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' }), { marginInlineStart: 'auto' }]);
