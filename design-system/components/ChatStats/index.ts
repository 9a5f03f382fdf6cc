export { ChatStats } from './ChatStats';
export type { ChatStatsLabels, ChatStatsProps } from './ChatStats';
