import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { cardSurface } from '../../primitives/Card/Card.css';

export const root = style([
  cardSurface,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    padding: vars.space.large,
    minWidth: 0,
    '@media': {
      [media.upTo('phone')]: { padding: vars.space.medium },
    },
  },
]);

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: vars.size.prose });
