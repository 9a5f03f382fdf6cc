export { ProductHighlights, ProductSteps, type Highlight, type ProductHighlightsProps, type ProductStepsProps } from './ProductHighlights';
