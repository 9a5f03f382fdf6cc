import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';
import { sprinkles } from '../../../../design-system/primitives/Box/sprinkles.css';
import { media } from '../../../../design-system/tokens/media';

const wide = media.from('desktopNarrow');

export const page = style({
  paddingBlock: vars.space.xlarge,
});

export const panelHeader = style([
  sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 'medium' }),
  { marginBlockEnd: vars.space.large },
]);

export const panelHeading = style({
  // Focus moves here from other tabs: keep it clear of the sticky header when scrolled to.
  scrollMarginBlockStart: vars.space.xlarge,
  selectors: { '&:focus-visible': { outlineOffset: vars.space.xxsmall } },
});

export const lede = style({
  color: vars.color.textMuted,
  maxInlineSize: vars.size.prose,
  marginBlockStart: vars.space.xxsmall,
});

export const summary = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  marginBlockEnd: vars.space.large,
});

export const cardGrid = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15.5rem), 1fr))',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.xlarge,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'dashed',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
});

/** The canvas height; the server placeholder uses the same so nothing jumps when it loads. */
const canvasHeight = `clamp(calc(${vars.size.touch} * 10), 70vh, calc(${vars.size.touch} * 15))`;

export const builder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  padding: vars.space.medium,
  backgroundColor: vars.color.surface,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
});

export const nameField = style({
  flex: '1 1 16rem',
  minWidth: 0,
});

export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
});

export const saveState = style({
  flexBasis: '100%',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

/**
 * Wide: palette and the connect controls in a column beside the canvas. Narrow: palette, then
 * the canvas, then the connect controls, so the canvas is not pushed below everything.
 */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"palette" "main" "connect"',
  '@media': {
    [wide]: {
      columnGap: vars.space.large,
      gridTemplateColumns: 'minmax(0, 20rem) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"palette main" "connect main"',
    },
  },
});

export const paletteArea = style({ gridArea: 'palette', minWidth: 0 });

export const connectArea = style({
  gridArea: 'connect',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  minWidth: 0,
});

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const canvas = style({
  blockSize: canvasHeight,
});

export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  blockSize: `calc(${canvasHeight} + ${vars.space.xxlarge} * 2)`,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'dashed',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
});

export const keyboardHelp = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const connectForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const formError = style({
  fontSize: vars.fontSize.small,
  color: vars.color.critical,
  fontWeight: vars.fontWeight.medium,
});

export const connectionList = style({
  listStyle: 'none',
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const connectionItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  fontSize: vars.fontSize.small,
});

export const connectionText = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const muted = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
