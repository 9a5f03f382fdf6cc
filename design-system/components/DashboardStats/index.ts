export * from './DashboardStats';
