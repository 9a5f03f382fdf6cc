export { TemplateCard, type TemplateCardProps, type CustomerTemplateCardProps, type WorkflowTemplateCardProps } from './TemplateCard';
