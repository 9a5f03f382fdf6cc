export * from './TemplateCard';
