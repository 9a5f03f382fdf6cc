import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const list = style([
  sprinkles({ display: 'grid', gap: 'medium' }),
  {
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

/** on each link's `Card`: the whole card is the link's target, its focus ring drawn outside */
export const card = style({
    position: 'relative',
    overflow: 'visible',
    height: '100%',
    transition: `box-shadow ${vars.motion.fast}, border-color ${vars.motion.fast}`,
    selectors: {
      '&:hover': { borderColor: vars.color.brand, boxShadow: vars.shadow.medium },
      '&:focus-within': { borderColor: vars.color.brand },
    },
});
export const cardBody = style([sprinkles({ display: 'grid', gap: 'xsmall' }), { alignContent: 'start' }]);

export const icon = style({ color: vars.color.brand, width: vars.space.large, height: vars.space.large });

export const link = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    // The whole card is the link's target area; the text stays the accessible name.
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.large },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.strong },
  },
});

export const description = style({ color: vars.color.textMuted, margin: 0 });
export const figure = style({ fontWeight: vars.fontWeight.strong, color: vars.color.brand, margin: 0, fontVariantNumeric: 'tabular-nums' });
