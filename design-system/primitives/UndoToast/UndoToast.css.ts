import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    selectors: {
      '&[data-open]': {
        paddingBlock: vars.space.xsmall,
        paddingInlineStart: vars.space.medium,
        paddingInlineEnd: vars.space.xsmall,
        backgroundColor: vars.color.surface,
        color: vars.color.text,
        borderWidth: vars.borderWidth.standard,
        borderStyle: 'solid',
        borderColor: vars.color.borderStrong,
        borderInlineStartWidth: vars.space.xxsmall,
        borderInlineStartColor: vars.color.brand,
        borderRadius: vars.radius.medium,
        boxShadow: vars.shadow.large,
      },
    },
  },
  variants: {
    placement: {
      fixed: {
        position: 'fixed',
        zIndex: vars.zIndex.toast,
        insetBlockEnd: vars.space.large,
        insetInlineStart: '50%',
        transform: 'translateX(-50%)',
        inlineSize: `min(calc(100vw - 2 * ${vars.space.gutter}), ${vars.size.prose})`,
      },
      inline: {
        inlineSize: '100%',
        maxInlineSize: vars.size.prose,
      },
    },
  },
  defaultVariants: { placement: 'fixed' },
});

export const message = style({
  flexGrow: 1,
  minWidth: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  flexShrink: 0,
});

export const dismiss = style({
  color: vars.color.textMuted,
});
