import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';
import { media } from '../../../../design-system/tokens/media';

/** Layout of the admin pages: only spacing and grids from the theme's tokens. */
export const pageHeader = style({
  paddingBlock: vars.space.xlarge,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.canvas})`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const titleRow = style({ justifyContent: 'space-between' });
export const backLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  width: 'fit-content',
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.strong },
  },
});
export const backIcon = style({ display: 'inline-block', width: '1em', height: '1em', flexShrink: 0 });

export const body = style({ paddingBlock: vars.space.xlarge });

export const section = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start', minWidth: 0 });

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  alignItems: 'start',
});

export const overviewColumns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.upTo('laptopWide')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const small = style({ fontSize: vars.fontSize.small });

export const toolGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  alignItems: 'start',
});

export const loginWrap = style({
  display: 'grid',
  placeItems: 'center',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.gutter,
});

export const chartGrid = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
});

export const segmented = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
