import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: 0,
  listStyle: 'none',
});

export const item = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    columnGap: vars.space.small,
    rowGap: vars.space.xxsmall,
    padding: vars.space.medium,
    backgroundColor: vars.color.surface,
    borderWidth: vars.borderWidth.standard,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderInlineStartWidth: vars.space.xxsmall,
    borderRadius: vars.radius.medium,
    minWidth: 0,
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.color.info },
      caution: { borderInlineStartColor: vars.color.caution },
      positive: { borderInlineStartColor: vars.color.positive },
      critical: { borderInlineStartColor: vars.color.critical },
    },
  },
});

export const icon = recipe({
  base: {
    gridRow: 'span 2',
    width: vars.iconSize.xlarge,
    height: vars.iconSize.xlarge,
    marginBlockStart: vars.space.xxsmall,
  },
  variants: {
    tone: {
      info: { color: vars.color.info },
      caution: { color: vars.color.caution },
      positive: { color: vars.color.positive },
      critical: { color: vars.color.critical },
    },
  },
});

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
});

export const message = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const action = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const empty = style({
  color: vars.color.textMuted,
});
