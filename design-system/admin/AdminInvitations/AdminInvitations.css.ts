import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

export const root = sprinkles({ display: 'grid', gap: 'large' });
export const link = style({
  display: 'block',
  padding: vars.space.small,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.medium,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
export const linkRow = sprinkles({ display: 'grid', gap: 'small' });
