export { CaseStudyGrid } from './CaseStudyCard';
