export {
  PricingFamily,
  ProductSummaryCard,
  ProductSummaryGrid,
  type PricingFamilyProps,
  type ProductSummaryCardProps,
} from './PricingFamily';
