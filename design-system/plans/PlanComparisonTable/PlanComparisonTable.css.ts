import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const planHeader = sprinkles({ display: 'inline-flex', flexDirection: 'column', alignItems: 'center', gap: 'xxsmall' });

export const popularColumn = style({
  backgroundColor: vars.color.accentSoft,
});

export const featureCell = style({
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'normal',
  minWidth: '10rem',
});

export const mark = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    // Holds its visually hidden label: an absolutely positioned box would otherwise escape the
    // table's scroll region and widen the whole page on phones.
    position: 'relative',
  },
]);

export const included = style({
  width: vars.iconSize.inlineLarge,
  height: vars.iconSize.inlineLarge,
  color: vars.color.positive,
});

export const notIncluded = style({
  width: vars.iconSize.inlineLarge,
  height: vars.iconSize.inlineLarge,
  color: vars.color.textMuted,
});
