export * from './BookingForm';
