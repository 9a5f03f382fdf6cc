export { FeatureGrid } from './FeatureGrid';
