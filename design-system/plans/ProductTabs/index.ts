export { ProductTabs } from './ProductTabs';
