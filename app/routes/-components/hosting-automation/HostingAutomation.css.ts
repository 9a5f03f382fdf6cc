import { style } from '@vanilla-extract/css';
import { vars } from '../../../../design-system/tokens/contract.css';
import { media } from '../../../../design-system/tokens/media';

export const body = style({
  paddingBlock: vars.space.xlarge,
});

export const tabIcon = style({
  width: '1.125em',
  height: '1.125em',
  flexShrink: 0,
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const panelIntro = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  maxWidth: vars.size.prose,
});

export const ruleGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.medium,
  padding: 0,
  listStyle: 'none',
});

export const chartGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 26rem), 1fr))',
  gap: vars.space.medium,
});

export const chartCard = style({
  padding: vars.space.medium,
  '@media': { [media.from('tablet')]: { padding: vars.space.large } },
  backgroundColor: vars.color.surface,
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const logs = style({
  margin: 0,
  padding: vars.space.medium,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.text,
  borderRadius: vars.radius.medium,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

export const term = style({
  color: vars.color.textMuted,
});

export const definition = style({
  margin: 0,
  fontWeight: vars.fontWeight.medium,
});

/** Alerts beside their settings on a wide screen, above them on a narrow one. */
export const alertsLayout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 28rem), 1fr))',
  gap: vars.space.xlarge,
  alignItems: 'start',
});
