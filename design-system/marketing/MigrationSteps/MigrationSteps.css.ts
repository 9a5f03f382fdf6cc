import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { sprinkles } from '../../primitives/Box/sprinkles.css';
import { disc } from '../../primitives/Box/shapes.css';

const wide = media.from('tabletWide');

export const list = style([
  sprinkles({ display: 'grid', gap: 'large' }),
  {
    listStyle: 'none',
    padding: 0,
    '@media': {
      [wide]: { gridAutoColumns: 'minmax(0, 1fr)', gridAutoFlow: 'column' },
    },
  },
]);

export const step = style([
  sprinkles({ display: 'flex', gap: 'medium', alignItems: 'flex-start' }),
  {
    position: 'relative',
    '@media': {
      [wide]: { flexDirection: 'column', alignItems: 'flex-start' },
    },
  },
]);

export const number = style([
  disc,
  {
    width: vars.size.touch,
    height: vars.size.touch,
    backgroundColor: vars.color.brand,
    color: vars.color.textOnBrand,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.strong,
    fontSize: vars.fontSize.large,
  },
]);

export const text = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall' });

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
