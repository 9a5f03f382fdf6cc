export { TemplateCard } from './TemplateCard';
