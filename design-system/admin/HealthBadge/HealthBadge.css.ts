import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const icon = style({ width: vars.iconSize.inlineSmall, height: vars.iconSize.inlineSmall, flexShrink: 0 });
