export {
  PricingFamily,
  ProductSummaryCard,
  ProductSummaryGrid,
} from './PricingFamily';
