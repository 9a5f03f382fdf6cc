import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const list = style([sprinkles({ display: 'grid', gap: 'xsmall' }), { margin: 0, padding: 0, listStyle: 'none' }]);

export const item = style([
  sprinkles({ display: 'grid', alignItems: 'start', gap: 'small' }),
  {
    gridTemplateColumns: 'auto 1fr auto',
    paddingBlock: vars.space.small,
    selectors: { '& + &': { borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}` } },
  },
]);

export const dot = style({
  width: vars.space.small,
  height: vars.space.small,
  marginTop: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.brand,
});

export const title = style({ fontWeight: vars.fontWeight.medium });
export const detail = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const time = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, whiteSpace: 'nowrap' });
export const empty = style({ color: vars.color.textMuted });
