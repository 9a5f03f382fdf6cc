export { ProductHighlights, ProductSteps } from './ProductHighlights';
