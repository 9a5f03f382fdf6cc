export * from './SubscriptionTable';
