export { AddOnCard } from './AddOnCard';
