import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';

export const body = style({
  paddingBlock: vars.space.xxlarge,
});

/**
 * The server sends "Checking your payment…"; the answer (with its buttons) replaces it after the
 * first paint. The room the usual answers need (not found, failed: up to 18rem on a 360 px phone)
 * is kept from the start, so the request form under it does not move (CLS). A paid order's
 * summary is taller and arrives after the network's answer.
 */
export const status = style({
  // under 360 px the answers need up to 23rem: a small shift is left there
  minBlockSize: '18rem',
});

/** /manage-subscription: the link's button (if any) above the request form. */
export const manage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  paddingBlock: vars.space.xxlarge,
  maxWidth: '40rem',
});

/** Asking for a link to manage a subscription: under the checkout's status, or first on its own page. */
export const request = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  maxWidth: '36rem',
  marginBlockStart: vars.space.xxlarge,
  selectors: { [`${manage} > &`]: { marginBlockStart: 0 } },
});

export const requestIntro = style({ margin: 0, color: vars.color.textMuted });
