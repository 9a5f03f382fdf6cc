import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const grid = style([
  sprinkles({ display: 'grid', gap: 'medium' }),
  {
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 13rem), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);
