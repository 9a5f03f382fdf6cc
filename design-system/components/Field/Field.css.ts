import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    '&[data-disabled]': { color: vars.color.textMuted },
  },
});

export const requiredIndicator = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.critical,
});

export const control = recipe({
  base: {
    appearance: 'none',
    width: '100%',
    minHeight: vars.size.touch,
    paddingInline: vars.space.small,
    paddingBlock: vars.space.xsmall,
    border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:hover': { borderColor: vars.color.text },
      '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.standard },
      '&[data-invalid]': { borderColor: vars.color.critical },
      '&:disabled': {
        cursor: 'not-allowed',
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
      },
    },
  },
  variants: {
    kind: {
      input: {},
      textarea: { minHeight: `calc(${vars.size.touch} * 2.5)`, resize: 'vertical' },
    },
  },
  defaultVariants: { kind: 'input' },
});

export type FieldVariants = NonNullable<RecipeVariants<typeof control>>;

export const helperText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const errorText = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
