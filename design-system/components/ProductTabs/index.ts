export { ProductTabs, type HeroAction, type ProductTabsProps } from './ProductTabs';
