export { AutomationRuleForm, type AutomationRuleFormProps } from './AutomationRuleForm';
