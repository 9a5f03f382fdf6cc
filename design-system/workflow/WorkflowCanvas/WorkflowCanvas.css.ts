import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/**
 * React Flow brings only its structural CSS (`@xyflow/react/dist/base.css`); everything you see
 * is styled here from our tokens, scoped to the canvas, so both themes and reduced motion apply.
 */
const narrow = media.below('tablet');

export const root = style({
  position: 'relative',
  inlineSize: '100%',
  blockSize: '100%',
  minBlockSize: `calc(${vars.size.touch} * 8)`,
  backgroundColor: vars.color.surfaceMuted,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
});

globalStyle(`${root} .react-flow`, {
  vars: {
    '--xy-edge-stroke': vars.color.borderStrong,
    '--xy-edge-stroke-selected': vars.color.brand,
    '--xy-edge-stroke-width': '2',
    '--xy-connectionline-stroke': vars.color.brand,
    '--xy-connectionline-stroke-width': '2',
    '--xy-background-pattern-color': vars.color.border,
    '--xy-minimap-background-color': vars.color.surface,
    '--xy-minimap-mask-background-color': `color-mix(in srgb, ${vars.color.surfaceMuted} 65%, transparent)`,
    '--xy-minimap-mask-stroke-color': vars.color.borderStrong,
    '--xy-attribution-background-color': vars.color.surface,
    '--xy-selection-background-color': `color-mix(in srgb, ${vars.color.brandSoft} 60%, transparent)`,
    '--xy-selection-border': `${vars.borderWidth.standard} dashed ${vars.color.brand}`,
  },
  fontFamily: vars.font.body,
  color: vars.color.text,
});

// The site-wide `svg { max-width: 100% }` would size React Flow's connection layers by their
// 0-wide parent: every line drawn in a 0-wide box, so none was seen. They overflow the viewport
// by design.
globalStyle(`${root} .react-flow__viewport svg`, {
  maxWidth: 'none',
});

// The arrowhead of a connection follows its line's colour.
globalStyle(`${root} .react-flow__edge .react-flow__edge-path, ${root} .react-flow__arrowhead polyline`, {
  transitionProperty: 'stroke',
  transitionDuration: vars.motion.fast,
});

globalStyle(`${root} .react-flow__edge.selectable:focus-visible .react-flow__edge-path`, {
  stroke: vars.color.focusRing,
  strokeWidth: 4,
});

globalStyle(`${root} .react-flow__node:focus-visible`, {
  outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
  outlineOffset: vars.space.xxsmall,
  borderRadius: vars.radius.medium,
});

globalStyle(`${root} .react-flow__attribution`, {
  fontSize: vars.fontSize.xsmall,
  paddingInline: vars.space.xxsmall,
  borderTopLeftRadius: vars.radius.small,
});

globalStyle(`${root} .react-flow__attribution a`, {
  color: vars.color.textMuted,
});

globalStyle(`${root} .react-flow__panel`, {
  margin: vars.space.small,
});

export const runningEdge = style({});

globalStyle(`${root} .react-flow__edge.${runningEdge} .react-flow__edge-path`, {
  stroke: vars.color.accent,
  strokeWidth: 3,
});

export const background = style({});

export const minimap = style({
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  boxShadow: vars.shadow.small,
  '@media': { [narrow]: { display: 'none' } },
});

export const minimapNode = styleVariants({
  brand: { fill: vars.color.brand },
  positive: { fill: vars.color.positive },
  caution: { fill: vars.color.caution },
  info: { fill: vars.color.info },
});

export const viewControls = style([
  sprinkles({ display: 'flex', gap: 'xxsmall', padding: 'xxsmall' }),
  {
    backgroundColor: vars.color.surface,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.small,
  },
]);

export const emptyHint = style([
  sprinkles({ display: 'grid', padding: 'xlarge' }),
  {
    position: 'absolute',
    inset: 0,
    zIndex: 4,
    placeItems: 'center',
    textAlign: 'center',
    color: vars.color.textMuted,
    pointerEvents: 'none',
  },
]);

const nodeBase = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xxsmall', padding: 'small' }),
  {
    inlineSize: '100%',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    borderWidth: vars.borderWidth.strong,
    borderStyle: 'solid',
    borderColor: vars.color.border,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.small,
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.standard,
  },
]);

globalStyle(`${root} .react-flow__node.selected ${nodeBase}`, {
  borderColor: vars.color.brand,
  boxShadow: `0 0 0 ${vars.space.xxsmall} ${vars.color.brandSoft}, ${vars.shadow.medium}`,
});

globalStyle(`${root} .react-flow__node:hover ${nodeBase}`, {
  boxShadow: vars.shadow.medium,
});

export const node = recipe({
  base: nodeBase,
  variants: {
    run: {
      idle: {},
      active: {
        borderColor: vars.color.accent,
        boxShadow: `0 0 0 ${vars.space.xxsmall} ${vars.color.accentSoft}, ${vars.shadow.large}`,
      },
      done: {
        borderColor: vars.color.positive,
      },
    },
  },
  defaultVariants: { run: 'idle' },
});

export const nodeHeader = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' }),
  {
    minWidth: 0,
  },
]);

export const nodeHeading = style([
  sprinkles({ display: 'flex', flexDirection: 'column' }),
  {
    minWidth: 0,
    flexGrow: 1,
  },
]);

export const nodeKindRow = style([
  sprinkles({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 'xsmall' }),
  {
    minBlockSize: vars.space.large,
  },
]);

export const nodeKind = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  lineHeight: vars.lineHeight.tight,
});

export const nodeTitle = style({
  fontWeight: vars.fontWeight.strong,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const nodeDescription = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.tight,
});

export const nodeWarning = style({
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.caution,
});

export const runBadge = recipe({
  base: [
    sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
    {
      flexShrink: 0,
      paddingBlock: `calc(${vars.space.xxsmall} / 2)`,
      paddingInline: vars.space.xsmall,
      borderRadius: vars.radius.full,
      fontSize: vars.fontSize.xsmall,
      fontWeight: vars.fontWeight.strong,
      lineHeight: vars.lineHeight.tight,
    },
  ],
  variants: {
    run: {
      idle: {},
      active: { backgroundColor: vars.color.accentSoft, color: vars.color.accent },
      done: { backgroundColor: vars.color.positiveSoft, color: vars.color.positive },
    },
  },
});

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spin = style({
  animation: `${rotate} 1s linear infinite`,
});

export const handle = style({
  inlineSize: vars.space.small,
  blockSize: vars.space.small,
  backgroundColor: vars.color.surface,
  borderWidth: vars.borderWidth.strong,
  borderStyle: 'solid',
  borderColor: vars.color.brand,
  borderRadius: vars.radius.full,
  selectors: {
    '&.connectionindicator:hover, &.connectingfrom, &.connectingto': {
      backgroundColor: vars.color.brand,
    },
    '&.valid': { backgroundColor: vars.color.positive, borderColor: vars.color.positive },
  },
});
