import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.small,
  minWidth: 0,
  '@media': {
    [media.upTo('phone')]: { padding: vars.space.medium },
  },
});

export const intro = style({ margin: 0, color: vars.color.textMuted, maxWidth: vars.size.prose });
