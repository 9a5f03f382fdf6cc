export { SessionList } from './SessionList';
