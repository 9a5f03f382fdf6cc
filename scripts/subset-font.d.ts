/** The part of subset-font's API scripts/make-fonts.ts uses (the package ships no types). */
declare module 'subset-font' {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  interface SubsetOptions {
    targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype';
    preserveNameIds?: number[];
    variationAxes?: Record<string, number | AxisRange>;
  }
  export default function subsetFont(original: Buffer, text: string, options?: SubsetOptions): Promise<Buffer>;
}
