import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const trigger = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touch,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: vars.borderWidth.strong },
    '&[data-state=open]': { background: vars.color.surfaceMuted },
  },
});

/** The chevron inside a trigger turns when the menu is open. */
export const triggerIndicator = style({
  display: 'inline-flex',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${trigger}[data-state=open] &`]: { transform: 'rotate(180deg)' },
  },
});

export const positioner = style({
  zIndex: vars.zIndex.overlay,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: '14rem',
  maxHeight: 'var(--available-height)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  background: vars.color.surface,
  color: vars.color.text,
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
  gap: vars.space.small,
  minHeight: vars.size.touch,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandSoft, color: vars.color.text },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    // A router Link in the menu marks the page the visitor is on.
    '&[data-status=active]': { color: vars.color.brand, fontWeight: vars.fontWeight.strong },
  },
});

export const separator = style({
  height: vars.borderWidth.standard,
  marginBlock: vars.space.xsmall,
  border: 0,
  background: vars.color.border,
});

export const groupLabel = style({
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});
