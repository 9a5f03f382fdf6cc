import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { sprinkles } from '../../primitives/Box/sprinkles.css';
import { cardSurface } from '../../primitives/Card/Card.css';

const wide = media.from('laptopWide');

export const root = style({
  paddingBlock: vars.space.xxlarge,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.canvas})`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const layout = recipe({
  base: { display: 'grid', gap: vars.space.xlarge, alignItems: 'center' },
  variants: {
    withImage: {
      true: { '@media': { [wide]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } } },
      // No picture: the text is centred rather than flush left beside an empty half.
      false: { justifyItems: 'center' },
    },
  },
});

export const text = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.medium,
    maxWidth: vars.size.prose,
  },
  variants: {
    withImage: {
      true: {},
      false: { alignItems: 'center', textAlign: 'center' },
    },
  },
});

export const eyebrow = style({
  color: vars.color.brand,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.small,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const lede = style({
  fontSize: vars.fontSize.large,
  color: vars.color.textMuted,
});

export const actions = style({ marginBlockStart: vars.space.xsmall });

export const points = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', rowGap: 'xsmall', columnGap: 'large' }),
  {
    listStyle: 'none',
    padding: 0,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const point = sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' });

export const pointIcon = style({ width: vars.iconSize.inline, height: vars.iconSize.inline, color: vars.color.positive, flexShrink: 0 });

/** The hero's picture in a frame (a figure): the Card surface with a larger lift. */
export const figure = style([cardSurface, { overflow: 'hidden', boxShadow: vars.shadow.large }]);

export const image = style({ width: '100%', height: 'auto' });
