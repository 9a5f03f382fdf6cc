/**
 * The one home of the sample data: what the demonstration pages show, what the mock handlers
 * answer offline and what the stories render, one file per area (named like the design system's
 * and the routes' areas). Import from here; `sampleNow` (clock.ts) anchors their times.
 */
export * from './admin';
export * from './assistant';
export * from './clock';
export * from './customer-workflows';
export * from './hosting-automation';
export * from './live-chat';
export * from './plans';
export * from './workflow';
export * from './monitoring';
