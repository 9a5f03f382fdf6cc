export { CaseStudyCard, CaseStudyGrid, type CaseStudyCardProps, type CaseStudyGridProps } from './CaseStudyCard';
