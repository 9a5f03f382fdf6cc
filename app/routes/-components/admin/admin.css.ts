import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';
import { media } from '../../../../design-system/tokens/media';
import { sprinkles } from '../../../../design-system/primitives/Box/sprinkles.css';

/** Layout of the admin pages: only spacing and grids from the theme's tokens. */
export const pageHeader = style({
  paddingBlock: vars.space.xlarge,
  background: `linear-gradient(180deg, ${vars.color.brandSoft}, ${vars.color.canvas})`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const titleRow = style({ justifyContent: 'space-between' });
export const backLink = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
  {
    width: 'fit-content',
    color: vars.color.brand,
    fontWeight: vars.fontWeight.medium,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.strong },
    },
  },
]);
export const backIcon = style({ display: 'inline-block', width: '1em', height: '1em', flexShrink: 0 });

export const body = style({ paddingBlock: vars.space.xlarge });

export const section = style([sprinkles({ display: 'grid', gap: 'medium' }), { alignContent: 'start', minWidth: 0 }]);

export const sectionHead = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 'small' });

export const twoColumns = style([
  sprinkles({ display: 'grid', gap: 'xlarge', alignItems: 'start' }),
  { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))' },
]);

export const overviewColumns = style([
  sprinkles({ display: 'grid', gap: 'xlarge', alignItems: 'start' }),
  {
    gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
    '@media': { [media.upTo('laptopWide')]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
  },
]);

export const muted = style({ color: vars.color.textMuted, margin: 0 });
export const small = style({ fontSize: vars.fontSize.small });

export const toolGrid = style([
  sprinkles({ display: 'grid', gap: 'large', alignItems: 'start' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))' },
]);

export const loginWrap = style([sprinkles({ display: 'grid' }), { placeItems: 'center', paddingBlock: vars.space.xxlarge, paddingInline: vars.space.gutter }]);

/**
 * /admin/invite reads its link in the browser: a spinner on the server's page, then the form, or
 * a refusal (a link that is missing or used). The refusal's room (padding included, on a phone)
 * is kept from the start (about 17rem from 360 px up; under 360 px it needs more), so the footer
 * does not move when it replaces the spinner (CLS).
 */
export const inviteWrap = style([loginWrap, { minBlockSize: '18rem' }]);

export const chartGrid = style([sprinkles({ display: 'grid', gap: 'xlarge' }), { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))' }]);

export const segmented = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'xsmall' });
