import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';

export const scroller = style({
  maxWidth: '100%',
  overflowX: 'auto',
  borderWidth: vars.borderWidth.standard,
  borderStyle: 'solid',
  borderColor: vars.color.border,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const table = recipe({
  base: {
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.fontSize.small,
    color: vars.color.text,
  },
  variants: {
    striped: {
      true: {},
      false: {},
    },
  },
  defaultVariants: { striped: false },
});

export type TableVariants = NonNullable<RecipeVariants<typeof table>>;

export const caption = recipe({
  base: {
    captionSide: 'top',
    textAlign: 'start',
    padding: vars.space.medium,
    paddingBlockEnd: vars.space.xsmall,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.strong,
    fontSize: vars.fontSize.large,
    color: vars.color.text,
  },
  variants: {
    hidden: {
      true: {
        position: 'absolute',
        width: '1px',
        height: '1px',
        padding: 0,
        overflow: 'hidden',
        clip: 'rect(0, 0, 0, 0)',
        whiteSpace: 'nowrap',
      },
      false: {},
    },
  },
  defaultVariants: { hidden: false },
});

export const head = style({
  backgroundColor: vars.color.surfaceMuted,
});

export const row = style({
  borderBlockEndWidth: vars.borderWidth.standard,
  borderBlockEndStyle: 'solid',
  borderBlockEndColor: vars.color.border,
  selectors: {
    [`${table.classNames.variants.striped.true} tbody &:nth-child(even)`]: {
      backgroundColor: vars.color.surfaceMuted,
    },
    'tbody &:last-child': { borderBlockEndWidth: 0 },
  },
});

// Cells keep to one line, so a wide table scrolls instead of squeezing columns into towers of
// wrapped words; long prose cells opt back in with `wrap`.
const cellBase = {
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  verticalAlign: 'top',
  whiteSpace: 'nowrap',
} as const;

export const headerCell = recipe({
  base: {
    ...cellBase,
    fontWeight: vars.fontWeight.strong,
    color: vars.color.text,
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end' },
      center: { textAlign: 'center' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const cell = recipe({
  base: cellBase,
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end' },
      center: { textAlign: 'center' },
    },
    /** Figures: right-aligned, equal-width digits so columns line up. */
    numeric: {
      true: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
      false: {},
    },
    /** Long text: wraps, at a readable minimum width. */
    wrap: {
      true: { whiteSpace: 'normal', minWidth: '16rem' },
      false: {},
    },
  },
  defaultVariants: { align: 'start', numeric: false, wrap: false },
});

export type CellVariants = NonNullable<RecipeVariants<typeof cell>>;
export type HeaderCellVariants = NonNullable<RecipeVariants<typeof headerCell>>;
