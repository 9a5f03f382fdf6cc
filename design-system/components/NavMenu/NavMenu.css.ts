import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

export const root = style({
  position: 'relative',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  cursor: 'pointer',
});

/** The chevron turns while the menu is open. */
export const indicator = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${trigger}[aria-expanded=true] &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The panel below the trigger, aligned to its start, 4px gap (as the Ark menu had). */
export const list = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space.xxsmall})`,
  insetInlineStart: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  flexDirection: 'column',
  minWidth: '14rem',
  margin: 0,
  padding: vars.space.xsmall,
  listStyle: 'none',
  background: vars.color.surface,
  color: vars.color.text,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  outline: 'none',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touch,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus': { background: vars.color.brandSoft, outline: 'none' },
    '&:focus-visible': { outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`, outlineOffset: `calc(-1 * ${vars.borderWidth.strong})` },
    // The router marks the link of the page the visitor is on.
    '&[data-status=active]': { color: vars.color.brand, fontWeight: vars.fontWeight.strong },
  },
});
