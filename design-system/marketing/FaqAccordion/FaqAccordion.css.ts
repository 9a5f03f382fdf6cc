import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';
import { cardSurface } from '../../primitives/Card/Card.css';

/** The Card surface, flat, its questions ruled off edge to edge (so no Card body's padding). */
export const root = style([
  cardSurface,
  {
    boxShadow: 'none',
    maxWidth: '52rem',
    overflow: 'hidden',
  },
]);

export const item = style({
  selectors: {
    '& + &': { borderBlockStart: `${vars.borderWidth.standard} solid ${vars.color.border}` },
  },
});

export const question = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const trigger = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'medium' }),
  {
    width: '100%',
    minHeight: vars.size.touch,
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.large,
    // a summary's disclosure triangle is replaced by the chevron
    listStyle: 'none',
    textAlign: 'start',
    color: vars.color.text,
    cursor: 'pointer',
    transitionProperty: 'background-color',
    transitionDuration: vars.motion.fast,
    selectors: {
      '&::-webkit-details-marker': { display: 'none' },
      '&:hover': { backgroundColor: vars.color.surfaceMuted },
      '[open] > &': { color: vars.color.brand },
      '&:focus-visible': { outlineOffset: '-3px' },
    },
  },
]);

export const indicator = style([
  sprinkles({ display: 'inline-flex' }),
  {
    flexShrink: 0,
    color: vars.color.brand,
    transitionProperty: 'transform',
    transitionDuration: vars.motion.standard,
    selectors: {
      [`[open] > ${trigger} &`]: { transform: 'rotate(180deg)' },
    },
  },
]);

globalStyle(`${indicator} svg`, { width: vars.iconSize.medium, height: vars.iconSize.medium });

export const answer = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  {
    paddingInline: vars.space.large,
    paddingBlockEnd: vars.space.large,
    color: vars.color.textMuted,
    maxWidth: vars.size.prose,
  },
]);
