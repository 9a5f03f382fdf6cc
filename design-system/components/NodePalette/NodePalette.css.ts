import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const hint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const list = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.xsmall,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  paddingInlineStart: vars.space.xsmall,
  backgroundColor: vars.color.surface,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.small,
  cursor: 'grab',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.medium },
    '&:active': { cursor: 'grabbing' },
    '&[draggable="false"]': { cursor: 'default' },
  },
});

export const grip = style({
  color: vars.color.textMuted,
  flexShrink: 0,
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  flexGrow: 1,
});

export const title = style({
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const add = style({
  flexShrink: 0,
});
