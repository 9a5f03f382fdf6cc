import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/contract.css';
import { sprinkles } from '../../primitives/Box/sprinkles.css';

/**
 * The coloured tile behind a node kind's icon, shared by the palette and the canvas. The tone is
 * the node type's `colour` (domain/samples/workflow.ts `workflowNodeTypes`); the kind's name is always
 * written beside it, so colour is never the only signal.
 */
export const kindTile = recipe({
  base: [
    sprinkles({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }),
    {
      flexShrink: 0,
      inlineSize: vars.size.touch,
      blockSize: vars.size.touch,
      borderRadius: vars.radius.medium,
      borderWidth: vars.borderWidth.standard,
      borderStyle: 'solid',
    },
  ],
  variants: {
    tone: {
      brand: { backgroundColor: vars.color.brandSoft, color: vars.color.brand, borderColor: vars.color.brand },
      positive: {
        backgroundColor: vars.color.positiveSoft,
        color: vars.color.positive,
        borderColor: vars.color.positive,
      },
      caution: { backgroundColor: vars.color.cautionSoft, color: vars.color.caution, borderColor: vars.color.caution },
      info: { backgroundColor: vars.color.infoSoft, color: vars.color.info, borderColor: vars.color.info },
    },
    size: {
      medium: {},
      small: {
        inlineSize: `calc(${vars.size.touch} - ${vars.space.small})`,
        blockSize: `calc(${vars.size.touch} - ${vars.space.small})`,
        borderRadius: vars.radius.small,
      },
    },
  },
  defaultVariants: { tone: 'brand', size: 'medium' },
});
