export { Stack } from './Stack';
