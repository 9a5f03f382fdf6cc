import interLatin from './fonts/inter-subset.woff2?url';
import bricolageLatin from './fonts/bricolage-grotesque-subset.woff2?url';

/**
 * The web font files fonts.css declares (the same imports, so the same hashed URLs), for the
 * page head to preload: every page's first paint uses both.
 */
export const fontFiles: readonly string[] = [interLatin, bricolageLatin];
