export { UsageBar } from './UsageBar';
