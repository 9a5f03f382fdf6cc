import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** the quiet form of a failure, for a panel beside others that did load */
export const note = style({ color: vars.color.textMuted, margin: 0 });
