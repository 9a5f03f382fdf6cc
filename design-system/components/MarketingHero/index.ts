export { MarketingHero, type MarketingHeroProps } from './MarketingHero';
