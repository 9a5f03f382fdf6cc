export { Container } from './Container';
