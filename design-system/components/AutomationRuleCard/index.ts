export { AutomationRuleCard, type AutomationRuleCardProps } from './AutomationRuleCard';
