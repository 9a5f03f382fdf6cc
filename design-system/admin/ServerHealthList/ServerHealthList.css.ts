import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const list = style([
  sprinkles({ display: 'grid', gap: 'small' }),
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

/** the body of each server's flat `Card` */
export const item = sprinkles({ display: 'grid', gap: 'small' });

export const head = sprinkles({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 'small' });
export const name = style({ fontFamily: vars.font.mono, fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' });
export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const bars = sprinkles({ display: 'grid', gap: 'xsmall' });
