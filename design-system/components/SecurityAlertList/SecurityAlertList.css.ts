import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const list = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const item = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderInlineStartWidth: vars.space.xxsmall,
    borderInlineStartStyle: 'solid',
    background: vars.color.surface,
    boxShadow: vars.shadow.small,
  },
  variants: {
    type: {
      info: { borderInlineStartColor: vars.color.info },
      warning: { borderInlineStartColor: vars.color.caution },
      success: { borderInlineStartColor: vars.color.positive },
      error: { borderInlineStartColor: vars.color.critical },
    },
  },
});

export const icon = recipe({
  base: { width: '1.25em', height: '1.25em', marginTop: '0.1em' },
  variants: {
    type: {
      info: { color: vars.color.info },
      warning: { color: vars.color.caution },
      success: { color: vars.color.positive },
      error: { color: vars.color.critical },
    },
  },
});

export const body = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });
export const message = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const kind = style({ fontWeight: vars.fontWeight.strong, color: vars.color.text });
