export { ChatStats } from './ChatStats';
