import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';

/**
 * The server sends "Checking your payment…"; the answer (with its buttons) replaces it after the
 * first paint. The room the usual answers need (not found, failed, pending: about 24rem on a
 * 390 px phone, padding included) is kept from the start, so the footer does not move (CLS).
 */
export const body = style({
  paddingBlock: vars.space.xxlarge,
  minHeight: '26rem',
});
