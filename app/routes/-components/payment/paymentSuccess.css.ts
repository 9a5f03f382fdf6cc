import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';

export const body = style({
  paddingBlock: vars.space.xxlarge,
});
