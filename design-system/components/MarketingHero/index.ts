export { MarketingHero } from './MarketingHero';
