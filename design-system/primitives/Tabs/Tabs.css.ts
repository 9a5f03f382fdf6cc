import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { media } from '../../tokens/media';

/** Marker classes: the triggers and list read the root's variant through these. */
const lineVariant = style({});
const pillVariant = style({});
const rootMarker = style({});

export const root = recipe({
  base: [
    rootMarker,
    {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space.large,
      minWidth: 0,
    },
  ],
  variants: {
    variant: {
      line: [lineVariant],
      pill: [pillVariant],
    },
  },
  defaultVariants: { variant: 'line' },
});

export type TabsVariants = NonNullable<RecipeVariants<typeof root>>;

const narrow = media.below('tablet');

/**
 * A tab row wider than the screen scrolls sideways. A phone shows no scrollbar, so the edge that
 * has more tabs beyond it fades out: a scroll-driven animation moves the fades as the row scrolls,
 * and a row that does not scroll has no timeline, so no fade.
 */
const fadeStart = createVar({ syntax: '<length>', inherits: false, initialValue: '0px' });
const fadeEnd = createVar({ syntax: '<length>', inherits: false, initialValue: '0px' });
const edgeFades = keyframes({
  from: { vars: { [fadeStart]: '0px', [fadeEnd]: '2.5rem' } },
  to: { vars: { [fadeStart]: '2.5rem', [fadeEnd]: '0px' } },
});

export const list = style({
  position: 'relative',
  display: 'flex',
  gap: vars.space.xsmall,
  // Narrow screens: the tab row scrolls sideways rather than wrapping into a second row.
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@supports': {
    '(animation-timeline: scroll())': {
      animationName: edgeFades,
      animationTimingFunction: 'linear',
      animationFillMode: 'both',
      animationTimeline: 'scroll(self inline)',
      maskImage: `linear-gradient(to right, transparent, black ${fadeStart}, black calc(100% - ${fadeEnd}), transparent)`,
    },
  },
  '@media': { [narrow]: { gap: 0 } },
  selectors: {
    [`${lineVariant} &`]: {
      borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
    [`${pillVariant} &`]: {
      padding: vars.space.xxsmall,
      borderRadius: vars.radius.full,
      background: vars.color.surfaceMuted,
      width: 'fit-content',
      maxWidth: '100%',
    },
  },
});

export const trigger = style({
  appearance: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  flexShrink: 0,
  minHeight: vars.size.touch,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  '@media': { [narrow]: { paddingInline: vars.space.small } },
  border: 0,
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  transitionProperty: 'color, background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(-1 * ${vars.borderWidth.strong})`,
    },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    [`${lineVariant} &`]: {
      borderBottom: `${vars.borderWidth.strong} solid transparent`,
      marginBottom: `calc(-1 * ${vars.borderWidth.standard})`,
    },
    [`${lineVariant} &[data-selected]`]: {
      color: vars.color.brand,
      borderBottomColor: vars.color.brand,
    },
    [`${pillVariant} &`]: {
      borderRadius: vars.radius.full,
    },
    [`${pillVariant} &[data-selected]`]: {
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.small,
    },
  },
});

export const content = style({
  minWidth: 0,
  // A link to a tab (#tab-demo) scrolls to its panel: keep the tab row above it in view, under
  // the sticky header.
  scrollMarginTop: `calc(${vars.size.touch} + 2 * ${vars.space.large})`,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.borderWidth.strong} solid ${vars.color.focusRing}`,
      outlineOffset: vars.space.xxsmall,
      borderRadius: vars.radius.small,
    },
  },
});

/**
 * A link to a tab before the page has hydrated, or without scripts (`?tab=demo#tab-demo`): the
 * server rendered the first tab, and cannot know the address's query. The panel the fragment
 * names (`:target`, an id from tabPanelId) is shown instead of the others, and its tab looks
 * selected. Once hydrated (`data-hydrated`, set by the app's root) the tabs' state rules, and
 * TabsRoot has opened the tab the fragment names. Tabs and panels pair by position.
 */
const beforeHydration = 'html:not([data-hydrated])';
globalStyle(`${beforeHydration} ${rootMarker} > ${content}:target`, { display: 'block' });
globalStyle(`${beforeHydration} ${rootMarker}:has(> ${content}:target) > ${content}:not(:target)`, { display: 'none' });

const elsewhere = `${beforeHydration} ${rootMarker}:has(> ${content}:target:not([data-selected]))`;
globalStyle(`${elsewhere}${lineVariant} > ${list} > ${trigger}[data-selected]`, {
  color: vars.color.textMuted,
  borderBottomColor: 'transparent',
});
globalStyle(`${elsewhere}${pillVariant} > ${list} > ${trigger}[data-selected]`, {
  background: 'transparent',
  color: vars.color.textMuted,
  boxShadow: 'none',
});
/** More tabs than any page has. */
const mostTabs = 8;
for (let position = 1; position <= mostTabs; position += 1) {
  const linked = `${beforeHydration} ${rootMarker}:has(> :nth-child(${position} of ${content}):target:not([data-selected]))`;
  const tab = `:nth-child(${position} of ${trigger})`;
  globalStyle(`${linked}${lineVariant} > ${list} > ${tab}`, { color: vars.color.brand, borderBottomColor: vars.color.brand });
  globalStyle(`${linked}${pillVariant} > ${list} > ${tab}`, { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.small });
}
