export * from './UndoToast';
