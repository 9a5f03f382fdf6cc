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

/** on each rule's `Card`: muted while the rule is off */
export const card = style({ selectors: { '&[data-enabled="false"]': { background: vars.color.surfaceMuted } } });
export const cardBody = style([sprinkles({ display: 'grid', gap: 'small' }), { alignContent: 'start' }]);

export const head = sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 'small' });
export const name = style({ fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong, margin: 0 });
export const description = style({ color: vars.color.textMuted, margin: 0 });
export const counts = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, margin: 0 });
export const note = style({ fontSize: vars.fontSize.small, margin: 0, minHeight: '1.5em' });
export const error = style({ color: vars.color.critical });
