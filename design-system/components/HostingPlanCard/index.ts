export { HostingPlanCard, type HostingPlanCardProps } from './HostingPlanCard';
