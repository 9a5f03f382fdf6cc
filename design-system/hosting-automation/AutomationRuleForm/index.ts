export { AutomationRuleForm } from './AutomationRuleForm';
