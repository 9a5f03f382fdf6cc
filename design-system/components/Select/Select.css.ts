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

export const requiredMarker = style({
  marginInlineStart: vars.space.xxsmall,
  color: vars.color.critical,
});

export const trigger = recipe({
  base: {
    appearance: 'none',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.small,
    width: '100%',
    minHeight: vars.size.touch,
    paddingInline: vars.space.small,
    border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    font: 'inherit',
    fontSize: vars.fontSize.standard,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.standard },
      '&[data-invalid]': { borderColor: vars.color.critical },
      '&[data-disabled]': {
        cursor: 'not-allowed',
        background: vars.color.surfaceMuted,
        color: vars.color.textMuted,
        borderColor: vars.color.border,
      },
    },
  },
  variants: {
    size: {
      medium: {},
      small: { minHeight: 'auto', paddingBlock: vars.space.xxsmall, fontSize: vars.fontSize.small },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type SelectVariants = NonNullable<RecipeVariants<typeof trigger>>;

export const valueText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-placeholder-shown]': { color: vars.color.textMuted },
  },
});

export const indicator = style({
  display: 'inline-flex',
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&[data-state=open]': { transform: 'rotate(180deg)' },
  },
});

export const positioner = style({
  zIndex: vars.zIndex.overlay,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  width: 'var(--reference-width)',
  maxHeight: 'min(var(--available-height), 20rem)',
  overflowY: 'auto',
  padding: vars.space.xxsmall,
  background: vars.color.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
  selectors: {
    '&[data-state=closed]': { display: 'none' },
  },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.size.touch,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft },
    '&[data-state=checked]': { fontWeight: vars.fontWeight.medium },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({
  display: 'inline-flex',
  color: vars.color.brand,
  selectors: {
    '&[hidden]': { display: 'none' },
  },
});

export const helperText = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const errorText = style({
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
