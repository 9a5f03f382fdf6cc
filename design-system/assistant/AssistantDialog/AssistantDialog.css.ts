import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/** Phones, where the Dialog fills the screen (the Dialog's own breakpoint). */
const phone = media.below('tabletWide');

/** About 600 px tall on larger screens (spec section 2); the whole screen on a phone. */
export const content = style({
  height: 'min(37.5rem, 100%)',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.medium,
  overflow: 'hidden',
  '@media': {
    [phone]: { height: '100%', padding: vars.space.medium },
  },
});

export const titleRow = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'xsmall' });

export const avatar = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    flexShrink: 0,
    width: vars.size.touch,
    height: vars.size.touch,
    borderRadius: vars.radius.full,
    background: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);

export const heading = style([sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' }), { minWidth: 0 }]);

export const statusDot = recipe({
  base: {
    display: 'inline-block',
    width: vars.space.xsmall,
    height: vars.space.xsmall,
    borderRadius: vars.radius.full,
    background: 'currentColor',
  },
  variants: {
    status: {
      online: {},
      connecting: { opacity: 0.6 },
      error: {},
      offline: {},
    },
  },
});

export const banner = style({
  flexShrink: 0,
  paddingBlock: vars.space.small,
});

/** The conversation scrolls; the header, banner and composer stay put. */
export const body = style({
  borderBlock: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  paddingBlock: vars.space.medium,
});
