export { BookedCalls } from './BookedCalls';
