import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { cardSurface } from '../../primitives/Card/Card.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  cardSurface,
  {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
    gap: vars.space.large,
    padding: vars.space.large,
  },
]);

/** Figure first on screen, label after: the markup keeps the label first for screen readers. */
export const stat = style([
  sprinkles({ display: 'grid', gap: 'xxsmall' }),
  {
    gridTemplateAreas: '"value" "label" "detail"',
    alignContent: 'start',
    paddingInlineStart: vars.space.medium,
    borderInlineStart: `${vars.borderWidth.strong} solid ${vars.color.accent}`,
  },
]);

export const value = style({
  gridArea: 'value',
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.brand,
});

export const label = style({ gridArea: 'label', fontWeight: vars.fontWeight.strong });

export const detail = style({ gridArea: 'detail', color: vars.color.textMuted, fontSize: vars.fontSize.small });
