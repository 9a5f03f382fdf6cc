import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

const wide = media.from('tabletWide');

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  '@media': {
    [wide]: { gridAutoColumns: 'minmax(0, 1fr)', gridAutoFlow: 'column' },
  },
});

export const step = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.medium,
  alignItems: 'flex-start',
  '@media': {
    [wide]: { flexDirection: 'column', alignItems: 'flex-start' },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.textOnBrand,
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.strong,
  fontSize: vars.fontSize.large,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
