import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

const stats = createContainer();

export const root = style({
  containerName: stats,
  containerType: 'inline-size',
});

export const grid = style([
  sprinkles({ display: 'grid' }),
  {
    // four across when there is room, two across on a phone
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: vars.space.medium,
    padding: 0,
    listStyle: 'none',
    '@container': {
      [`${stats} (max-width: 48rem)`]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.small },
    },
  },
]);

export const tile = style({ height: '100%' });

// The tile is a Card whose body holds the padding; two classes outrank the body's own padding, so
// a phone's half-width tile keeps room for "2.3m".
globalStyle(`${grid} ${tile} > *`, {
  '@container': { [`${stats} (max-width: 30rem)`]: { padding: vars.space.medium } },
});

export const icon = style({
  width: '1.4em',
  height: '1.4em',
});
