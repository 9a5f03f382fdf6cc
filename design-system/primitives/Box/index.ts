export { Box } from './Box';
