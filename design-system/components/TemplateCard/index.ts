export { TemplateCard, type TemplateCardProps } from './TemplateCard';
