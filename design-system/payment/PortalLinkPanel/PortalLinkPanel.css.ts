import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** The Card's body: the heading, the intro or the problem, and the button, lined up at the start. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: vars.size.prose });
