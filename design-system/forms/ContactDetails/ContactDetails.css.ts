import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"icon label" "icon value"',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  alignItems: 'start',
});

export const icon = style({
  gridArea: 'icon',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.size.touch,
  blockSize: vars.size.touch,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSoft,
  color: vars.color.brand,
});

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
