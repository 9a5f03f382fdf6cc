export * from './AutomationRuleList';
