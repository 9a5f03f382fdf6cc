export { PageSection } from './PageSection';
