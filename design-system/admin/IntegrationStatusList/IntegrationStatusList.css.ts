import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const list = style([
  sprinkles({ display: 'grid', gap: 'medium' }),
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

/** the body of each integration's `Card` */
export const card = style([sprinkles({ display: 'grid', gap: 'small' }), { alignContent: 'start' }]);

export const name = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong, margin: 0 });
export const facts = style([sprinkles({ display: 'grid', gridTemplateColumns: 'labelValue', gap: 'xsmall', alignItems: 'center' }), { margin: 0 }]);
export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const value = style({ margin: 0 });
export const detail = style({ color: vars.color.textMuted, margin: 0 });
