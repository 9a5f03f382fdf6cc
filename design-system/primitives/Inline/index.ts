export { Inline } from './Inline';
