export * from './HealthBadge';
