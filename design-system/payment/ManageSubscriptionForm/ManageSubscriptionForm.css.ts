import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });
