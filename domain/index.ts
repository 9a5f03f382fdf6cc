export * from './api';
export * from './constants';
export * from './entities';
export * from './messages';
export * from './navigation';
export * from './plans';
export * from './sample-data';
export * from './pages';
