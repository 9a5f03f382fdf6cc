export * from './SlotPicker';
