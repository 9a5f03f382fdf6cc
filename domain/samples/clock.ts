/**
 * The instant the demonstration pages' sample data is written against (spec sections 1 and 9):
 * times are offsets from it, so labels like "5m ago" stay meaningful.
 */
/** The instant the sample data is written against. */
export const sampleNow = Date.parse('2026-11-20T15:00:00.000Z');
