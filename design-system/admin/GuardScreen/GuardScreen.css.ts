import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = style([
  sprinkles({ display: 'grid' }),
  {
    placeItems: 'center',
    minHeight: '60vh',
    paddingBlock: vars.space.xxlarge,
    paddingInline: vars.space.gutter,
  },
]);

/** on the panel, a raised `Card` */
export const panel = style({ maxWidth: vars.size.prose, textAlign: 'center' });
export const panelBody = style([sprinkles({ display: 'grid', gap: 'medium' }), { justifyItems: 'center' }]);

export const icon = style([
  sprinkles({ display: 'grid' }),
  {
    placeItems: 'center',
    width: vars.space.xxlarge,
    height: vars.space.xxlarge,
    borderRadius: vars.radius.full,
    color: vars.color.brand,
    background: vars.color.brandSoft,
  },
]);

export const iconExpired = style({
  color: vars.color.caution,
  background: vars.color.cautionSoft,
});

export const detail = style({
  color: vars.color.textMuted,
});
