import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const list = style([sprinkles({ display: 'flex', flexDirection: 'column', gap: 'medium' }), { margin: 0, padding: 0, listStyle: 'none' }]);

export const item = style([
  sprinkles({ display: 'grid', gridTemplateColumns: 'labelValue', columnGap: 'small', rowGap: 'xxsmall', alignItems: 'start' }),
  {
    gridTemplateAreas: '"icon label" "icon value"',
  },
]);

export const icon = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    gridArea: 'icon',
    inlineSize: vars.size.touch,
    blockSize: vars.size.touch,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brandSoft,
    color: vars.color.brand,
  },
]);

globalStyle(`${icon} svg`, { inlineSize: '1.25em', blockSize: '1.25em' });

export const label = style({
  gridArea: 'label',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const value = style({ gridArea: 'value', minWidth: 0, overflowWrap: 'anywhere', color: vars.color.text, lineHeight: vars.lineHeight.standard });
