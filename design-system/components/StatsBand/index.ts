export { StatsBand, type StatsBandProps } from './StatsBand';
