export { AutomationRuleCard } from './AutomationRuleCard';
