export { AddOnCard, type AddOnCardProps } from './AddOnCard';
