export * from './NodePalette';
