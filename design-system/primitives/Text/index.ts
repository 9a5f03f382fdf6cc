export { Text } from './Text';
