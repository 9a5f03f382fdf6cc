export { UsageBar, defaultUsageBandLabels, type UsageBarProps } from './UsageBar';
