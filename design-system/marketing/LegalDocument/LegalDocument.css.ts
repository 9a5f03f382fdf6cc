import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Prose width, aligned with the page header's text rather than centred under it. */
export const root = style({
  maxWidth: vars.size.prose,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingBlock: vars.space.xlarge,
});

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const intro = style({ fontSize: vars.fontSize.large });

export const contents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceMuted,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const contentsList = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  // room for two-digit numbers
  paddingInlineStart: vars.space.xlarge,
});

export const contentsLink = style({
  color: vars.color.brand,
  textUnderlineOffset: '0.2em',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.medium})`,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  paddingInlineStart: vars.space.large,
});
