import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';

/** Each menu's trigger is the anchor of its own list, whatever else on the page is named so. */
export const root = style({
  position: 'relative',
  anchorScope: 'all',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  cursor: 'pointer',
  anchorName: '--nav-menu-trigger',
});

/** The chevron turns while the menu is open. */
export const indicator = style({
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  selectors: {
    [`${trigger}:has(+ :popover-open) &`]: { transform: 'rotate(180deg)' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/**
 * The panel below the trigger, aligned to its start, 4px gap (as the Ark menu had). A popover
 * is drawn in the top layer, so it is placed against its trigger by anchor positioning, and the
 * browser's popover defaults (centred, bordered, padded) are replaced.
 */
export const list = style({
  position: 'fixed',
  positionAnchor: '--nav-menu-trigger',
  inset: 'auto',
  top: `calc(anchor(bottom) + ${vars.space.xxsmall})`,
  left: 'anchor(left)',
  zIndex: vars.zIndex.overlay,
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
  selectors: {
    '&:popover-open': { display: 'flex' },
  },
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
