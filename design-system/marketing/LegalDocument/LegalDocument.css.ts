import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/** Prose width, aligned with the page header's text rather than centred under it. */
export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' }),
  {
    maxWidth: vars.size.prose,
    paddingBlock: vars.space.xlarge,
  },
]);

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const intro = style({ fontSize: vars.fontSize.large });

/** The contents' Card body (a muted Card gives the surface). */
export const contents = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xsmall' });

export const contentsList = style([
  sprinkles({ display: 'grid', gap: 'xxsmall' }),
  {
    // room for two-digit numbers
    paddingInlineStart: vars.space.xlarge,
  },
]);

export const contentsLink = style({
  color: vars.color.brand,
  textUnderlineOffset: '0.2em',
});

export const section = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  {
    scrollMarginTop: vars.space.medium,
  },
]);

export const list = style([
  sprinkles({ display: 'grid', gap: 'xxsmall' }),
  {
    paddingInlineStart: vars.space.large,
  },
]);
