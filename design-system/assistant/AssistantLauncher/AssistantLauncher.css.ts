import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

/** Phones: the launcher shows its icon only (the name stays for screen readers). */
const phone = media.below('tabletWide');

export const launcher = style({
  position: 'fixed',
  insetInlineEnd: `max(${vars.space.medium}, env(safe-area-inset-right))`,
  insetBlockEnd: `max(${vars.space.medium}, env(safe-area-inset-bottom))`,
  zIndex: vars.zIndex.header,
  boxShadow: vars.shadow.large,
  // The page's own focus ring, with room to be seen against the shadow.
  outlineOffset: vars.borderWidth.strong,
  borderRadius: vars.radius.full,
  selectors: {
    // Out of the way while the site's menu is open on a phone: it would sit on the menu's links.
    ':root:has([data-site-menu-button] + :popover-open) &': { display: 'none' },
  },
  '@media': {
    [phone]: {
      width: `calc(${vars.size.touch} + ${vars.space.small})`,
      height: `calc(${vars.size.touch} + ${vars.space.small})`,
      paddingInline: 0,
    },
    print: { display: 'none' },
  },
});

export const icon = style({
  flexShrink: 0,
  width: '1.35em',
  height: '1.35em',
});

export const label = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      padding: 0,
      margin: '-1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});
