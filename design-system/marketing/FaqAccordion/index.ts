export { FaqAccordion } from './FaqAccordion';
