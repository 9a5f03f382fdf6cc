import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';
import bricolageLatin from '@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2?url';

/**
 * The web font files fonts.css declares (the same imports, so the same hashed URLs), for the
 * page head to preload: every page's first paint uses both.
 */
export const fontFiles: readonly string[] = [interLatin, bricolageLatin];
