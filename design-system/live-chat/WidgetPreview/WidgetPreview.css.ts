import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/** The client's chosen colour and the text colour that reads on it, set inline per render. */
export const widgetColor = createVar();
export const widgetTextColor = createVar();
const inset = createVar();

export const root = style([
  sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small' }),
  {
    minWidth: 0,
  },
]);

export const caption = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 'small' });

export const captionText = sprinkles({ display: 'flex', flexDirection: 'column' });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
});

export const detail = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const modes = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall', padding: 'xxsmall' }),
  {
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceMuted,
  },
]);

export const modeButton = style({
  appearance: 'none',
  minHeight: `calc(${vars.size.touch} - ${vars.space.small})`,
  paddingInline: vars.space.small,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.small,
    },
  },
});

export const frame = style({
  vars: { [widgetColor]: vars.color.brand, [widgetTextColor]: vars.color.textOnBrand },
  position: 'relative',
  height: '26rem',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  backgroundColor: vars.color.canvas,
});

export const browserBar = style([
  sprinkles({ display: 'flex', gap: 'xxsmall', padding: 'xsmall' }),
  {
    borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    backgroundColor: vars.color.surfaceMuted,
  },
]);

export const browserDot = style({
  width: vars.space.xsmall,
  height: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
});

export const fakePage = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'small', padding: 'large' });

export const fakeLine = recipe({
  base: {
    height: vars.space.small,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surfaceMuted,
  },
  variants: {
    width: {
      full: { width: '100%' },
      most: { width: '80%' },
      half: { width: '50%' },
      heading: { width: '60%', height: vars.space.large },
    },
  },
});

export const widget = recipe({
  base: [
    sprinkles({ display: 'flex', gap: 'small' }),
    {
      position: 'absolute',
      width: `min(17rem, calc(100% - 2 * ${inset}))`,
      vars: { [inset]: vars.space.medium },
    },
  ],
  variants: {
    position: {
      'bottom-right': { bottom: inset, right: inset, flexDirection: 'column', alignItems: 'flex-end' },
      'bottom-left': { bottom: inset, left: inset, flexDirection: 'column', alignItems: 'flex-start' },
      'top-right': {
        top: `calc(${inset} + ${vars.space.large})`,
        right: inset,
        flexDirection: 'column-reverse',
        alignItems: 'flex-end',
      },
      'top-left': {
        top: `calc(${inset} + ${vars.space.large})`,
        left: inset,
        flexDirection: 'column-reverse',
        alignItems: 'flex-start',
      },
    },
  },
  defaultVariants: { position: 'bottom-right' },
});

export const panel = style({
  width: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const panelHeader = style([
  sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' }),
  {
    paddingBlock: vars.space.small,
    paddingInline: vars.space.medium,
    backgroundColor: widgetColor,
    color: widgetTextColor,
  },
]);

export const panelTitle = style({
  flex: '1 1 auto',
  fontWeight: vars.fontWeight.strong,
});

export const presence = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', gap: 'xxsmall' }),
  {
    fontSize: vars.fontSize.small,
  },
]);

export const presenceDot = recipe({
  base: {
    width: vars.space.xsmall,
    height: vars.space.xsmall,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.standard} solid currentColor`,
  },
  variants: {
    mode: {
      online: { backgroundColor: 'currentColor' },
      offline: { backgroundColor: 'transparent' },
    },
  },
});

export const panelBody = style({
  padding: vars.space.medium,
});

export const greeting = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.large,
  borderEndStartRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  // a long message is cut after six lines rather than pushing the launcher out of the frame
  display: '-webkit-box',
  WebkitLineClamp: 6,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const fakeInput = style({
  marginBlockStart: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const launcher = style([
  sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
  {
    flexShrink: 0,
    width: `calc(${vars.size.touch} * 1.25)`,
    height: `calc(${vars.size.touch} * 1.25)`,
    borderRadius: vars.radius.full,
    backgroundColor: widgetColor,
    color: widgetTextColor,
    boxShadow: vars.shadow.medium,
  },
]);

export const launcherIcon = style({
  width: '45%',
  height: '45%',
});

export const off = style({
  position: 'absolute',
  insetInline: vars.space.medium,
  bottom: vars.space.medium,
  padding: vars.space.small,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.standard} dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});
