export * from './ManageSubscriptionForm';
