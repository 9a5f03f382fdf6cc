export { BookedCalls, type BookedCallsProps } from './BookedCalls';
