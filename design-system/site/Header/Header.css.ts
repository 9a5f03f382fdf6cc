import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

/**
 * The width at which the full desktop link row fits beside the logo. Media queries cannot read
 * custom properties, so the value is written here; the layouts switch in CSS only, so the
 * server and the client render the same markup.
 */
const desktop = media.from('desktop');
const tablet = media.from('tablet');
/** Just wide enough for the desktop links: they sit closer, so the agency name stays on one line. */
const narrowDesktop = media.between('desktop', 'desktopWide');
const belowDesktop = media.below('desktop');

const focusRing = {
  outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
  outlineOffset: vars.borderWidth.strong,
} as const;

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const secureStrip = style({
  background: vars.color.positiveSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
});

export const secureStripInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  maxWidth: vars.size.content,
  marginInline: 'auto',
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.gutter,
  textAlign: 'center',
});

export const secureMessage = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/** The second half of the message, dropped on phones to keep the strip to one line. */
export const secureDetail = style({
  display: 'none',
  '@media': { [tablet]: { display: 'inline' } },
});

export const secureIcon = style({
  flexShrink: 0,
  color: vars.color.positive,
});

export const secureBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  paddingBlock: `calc(${vars.space.xxsmall} / 2)`,
  border: `${vars.borderWidth.standard} solid ${vars.color.positive}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  color: vars.color.positive,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const bar = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  maxWidth: vars.size.content,
  minHeight: vars.size.headerHeight,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  anchorName: '--site-header-bar',
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
  minHeight: vars.size.touch,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  selectors: {
    '&:focus-visible': focusRing,
  },
});

export const brandMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
});

export const nav = style({
  display: 'flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xsmall,
});

/** Shared look of a header link or the Solutions trigger; the current page is marked. */
const navLinkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.touch,
  paddingInline: vars.space.xsmall,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
} as const;

export const desktopList = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [desktop]: { display: 'flex' } },
});

export const desktopLink = style({
  ...navLinkBase,
  '@media': { [narrowDesktop]: { paddingInline: `calc(${vars.space.xsmall} / 2)` } },
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&[data-status=active]': {
      color: vars.color.brand,
      background: vars.color.brandSoft,
    },
    // the Solutions trigger while its menu (the popover after it) is open
    '&:has(+ :popover-open)': { background: vars.color.surfaceMuted },
  },
});

export const iconLink = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touch,
  height: vars.size.touch,
  borderRadius: vars.radius.full,
  color: vars.color.text,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&[data-status=active]': { color: vars.color.brand, background: vars.color.brandSoft },
  },
  '@media': { [desktop]: { display: 'inline-flex' } },
});

export const menuButton = style({
  ...navLinkBase,
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  fontSize: vars.fontSize.standard,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    // while the menu (the popover after it) is open
    '&:has(+ :popover-open)': { background: vars.color.surfaceMuted },
  },
  '@media': { [desktop]: { display: 'none' } },
});

/** The menu button's icon: a cross while the menu is open, the menu icon otherwise. */
export const menuIconOpen = style({
  display: 'none',
  selectors: { [`${menuButton}:has(+ :popover-open) &`]: { display: 'block' } },
});

export const menuIconClosed = style({
  selectors: { [`${menuButton}:has(+ :popover-open) &`]: { display: 'none' } },
});

/**
 * The mobile menu, a popover: drawn in the top layer, so it is placed under the header's bar by
 * anchor positioning, full width, and the browser's popover defaults (centred, bordered, padded)
 * are replaced. Closed, the browser hides it.
 */
export const mobilePanel = style({
  position: 'fixed',
  positionAnchor: '--site-header-bar',
  inset: 'auto',
  insetInline: 0,
  top: 'anchor(bottom)',
  width: 'auto',
  maxWidth: 'none',
  margin: 0,
  border: 0,
  color: vars.color.text,
  maxHeight: `calc(100dvh - ${vars.size.headerHeight} - ${vars.space.xlarge})`,
  overflowY: 'auto',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.gutter,
  background: vars.color.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.large,
  '@media': {
    [desktop]: { selectors: { '&:popover-open': { display: 'none' } } },
    [belowDesktop]: { flexDirection: 'column', gap: vars.space.medium },
  },
  selectors: {
    '&:popover-open': { display: 'flex' },
  },
});

export const mobileList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const mobileGroupLabel = style({
  margin: 0,
  paddingInline: vars.space.small,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const mobileSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const mobileLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touch,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&:focus-visible': focusRing,
    '&[data-status=active]': {
      color: vars.color.brand,
      background: vars.color.brandSoft,
      fontWeight: vars.fontWeight.strong,
    },
  },
});

/**
 * Get Started and Admin Login stay in sight at the foot of the open menu, however long the list
 * above them: the list scrolls under them (16 links outgrow a phone's screen).
 */
export const mobileActions = style({
  position: 'sticky',
  insetBlockEnd: `calc(-1 * ${vars.space.medium})`,
  marginBlockEnd: `calc(-1 * ${vars.space.medium})`,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  background: vars.color.surface,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});
