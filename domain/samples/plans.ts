/**
 * Sample figures for the Demo tabs of /ab-testing and /heat-map. Invented but plausible, and
 * fixed: the pages compute their statistics and pictures from these, the same on the server
 * and in the browser.
 */
import type { ClickHotspot, Rect } from '../heatmap';
import type { VariantCounts } from '../statistics';

export interface ExperimentVariant extends VariantCounts {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

export interface SampleExperiment {
  readonly name: string;
  /** what counts as a conversion */
  readonly goal: string;
  /** how long it has run, if known */
  readonly days?: number;
  /** control first, challenger second */
  readonly variants: readonly [ExperimentVariant, ExperimentVariant];
}

/** A finished test whose result is significant at 95% (z about 2.54, p about 0.011). */
export const sampleExperiment: SampleExperiment = {
  name: 'Homepage call-to-action button',
  goal: 'Quote requests sent',
  days: 14,
  variants: [
    {
      id: 'A',
      name: 'Version A (current)',
      description: 'Button reads “Get a Free Quote”.',
      visitors: 2400,
      conversions: 168,
    },
    {
      id: 'B',
      name: 'Version B (challenger)',
      description: 'Button reads “Book Your Free Consultation”.',
      visitors: 2380,
      conversions: 214,
    },
  ],
};

/** A test still running, whose gap could be chance (z about 0.47, p about 0.64). */
export const sampleEarlyExperiment: SampleExperiment = {
  name: 'Pricing page headline',
  goal: 'Plan sign-ups',
  days: 4,
  variants: [
    { id: 'A', name: 'Version A (current)', description: 'Headline “Simple plans, honest prices”.', visitors: 1200, conversions: 60 },
    {
      id: 'B',
      name: 'Version B (challenger)',
      description: 'Headline “Start free, upgrade when you grow”.',
      visitors: 1180,
      conversions: 64,
    },
  ],
};

// --- heat map ---------------------------------------------------------------------------

export type PageRegionKind = 'button' | 'link' | 'image' | 'text' | 'field' | 'card';

export interface PageRegion extends Rect {
  readonly id: string;
  /** how the area is named in the summary: "the “Order Online” button" */
  readonly label: string;
  readonly kind: PageRegionKind;
  /** whether clicking it does anything; clicks on other areas are "dead clicks" */
  readonly clickable: boolean;
  /** the word drawn inside the wireframe box, if any */
  readonly caption?: string;
}

export interface SamplePage {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** smaller, clickable areas first: a click counts for the first area that contains it */
  readonly regions: readonly PageRegion[];
  /** page bands drawn behind the regions (header, hero, cards, footer) */
  readonly sections: readonly Rect[];
}

/** The home page of a sample client, a coffee roaster, as a wireframe in page units. */
export const sampleHeatMapPage: SamplePage = {
  name: 'Hill Country Coffee Co. home page',
  width: 480,
  height: 720,
  sections: [
    { x: 0, y: 0, width: 480, height: 52 },
    { x: 0, y: 60, width: 480, height: 246 },
    { x: 0, y: 318, width: 480, height: 156 },
    { x: 0, y: 484, width: 480, height: 100 },
    { x: 0, y: 590, width: 480, height: 58 },
    { x: 0, y: 656, width: 480, height: 64 },
  ],
  regions: [
    {
      id: 'cta',
      label: 'the “Order Online” button',
      kind: 'button',
      clickable: true,
      caption: 'Order Online',
      x: 24,
      y: 200,
      width: 132,
      height: 40,
    },
    {
      id: 'view-menu',
      label: 'the “View Menu” link',
      kind: 'link',
      clickable: true,
      caption: 'View Menu',
      x: 168,
      y: 210,
      width: 92,
      height: 20,
    },
    {
      id: 'nav-order',
      label: 'the header “Order” button',
      kind: 'button',
      clickable: true,
      caption: 'Order',
      x: 384,
      y: 12,
      width: 80,
      height: 28,
    },
    {
      id: 'nav-menu',
      label: 'the header “Menu” link',
      kind: 'link',
      clickable: true,
      caption: 'Menu',
      x: 256,
      y: 16,
      width: 48,
      height: 20,
    },
    {
      id: 'nav-locations',
      label: 'the header “Locations” link',
      kind: 'link',
      clickable: true,
      caption: 'Locations',
      x: 308,
      y: 16,
      width: 68,
      height: 20,
    },
    { id: 'logo', label: 'the logo', kind: 'link', clickable: true, caption: 'Hill Country Coffee', x: 16, y: 14, width: 150, height: 24 },
    {
      id: 'signup',
      label: 'the newsletter “Sign Up” button',
      kind: 'button',
      clickable: true,
      caption: 'Sign Up',
      x: 340,
      y: 602,
      width: 116,
      height: 36,
    },
    {
      id: 'email',
      label: 'the newsletter email field',
      kind: 'field',
      clickable: true,
      caption: 'Email address',
      x: 24,
      y: 602,
      width: 304,
      height: 36,
    },
    {
      id: 'phone',
      label: 'the phone number',
      kind: 'link',
      clickable: true,
      caption: '(512) 555-0142',
      x: 24,
      y: 672,
      width: 128,
      height: 18,
    },
    {
      id: 'hero-photo',
      label: 'the hero photo, which is not a link',
      kind: 'image',
      clickable: false,
      caption: 'Photo',
      x: 300,
      y: 72,
      width: 160,
      height: 220,
    },
    { id: 'headline', label: 'the headline', kind: 'text', clickable: false, x: 24, y: 84, width: 260, height: 100 },
    {
      id: 'card-roasts',
      label: 'the “Fresh Roasts” card',
      kind: 'card',
      clickable: true,
      caption: 'Fresh Roasts',
      x: 24,
      y: 330,
      width: 136,
      height: 132,
    },
    {
      id: 'card-catering',
      label: 'the “Catering” card',
      kind: 'card',
      clickable: true,
      caption: 'Catering',
      x: 172,
      y: 330,
      width: 136,
      height: 132,
    },
    {
      id: 'card-subscriptions',
      label: 'the “Coffee Club” card',
      kind: 'card',
      clickable: true,
      caption: 'Coffee Club',
      x: 320,
      y: 330,
      width: 136,
      height: 132,
    },
    {
      id: 'testimonial',
      label: 'the customer review',
      kind: 'text',
      clickable: false,
      caption: '“Best cold brew in Austin”',
      x: 24,
      y: 496,
      width: 432,
      height: 76,
    },
  ],
};

/** Where the sample visitors clicked, by weight; the hero photo draws many dead clicks. */
export const sampleClickHotspots: readonly ClickHotspot[] = [
  { x: 90, y: 220, spreadX: 24, spreadY: 9, weight: 30 },
  { x: 378, y: 168, spreadX: 22, spreadY: 28, weight: 14 },
  { x: 424, y: 26, spreadX: 16, spreadY: 6, weight: 11 },
  { x: 240, y: 392, spreadX: 22, spreadY: 20, weight: 10 },
  { x: 280, y: 26, spreadX: 12, spreadY: 5, weight: 8 },
  { x: 214, y: 220, spreadX: 18, spreadY: 6, weight: 6 },
  { x: 398, y: 620, spreadX: 22, spreadY: 8, weight: 6 },
  { x: 88, y: 681, spreadX: 26, spreadY: 5, weight: 5 },
  { x: 92, y: 392, spreadX: 22, spreadY: 20, weight: 4 },
  { x: 388, y: 392, spreadX: 22, spreadY: 20, weight: 4 },
  { x: 150, y: 120, spreadX: 50, spreadY: 16, weight: 3 },
  { x: 342, y: 26, spreadX: 14, spreadY: 5, weight: 3 },
];

export const sampleHeatMap = {
  clicks: 800,
  /** fixed, so the server and the browser draw the same clicks */
  seed: 20261120,
  visits: 1240,
  days: 7,
} as const;

/** Share of visits that scrolled at least this far down the sample page (0-100). */
export const sampleScrollDepth = [
  { depth: '25%', visitors: 91 },
  { depth: '50%', visitors: 68 },
  { depth: '75%', visitors: 41 },
  { depth: '100%', visitors: 17 },
] as const;

export interface SampleRecording {
  readonly id: string;
  readonly device: 'Desktop' | 'Mobile' | 'Tablet';
  readonly duration: string;
  readonly pages: number;
  readonly outcome: string;
}

/** Session recordings (Pro and Enterprise), as the recordings list shows them. */
export const sampleRecordings: readonly SampleRecording[] = [
  { id: 'rec-1042', device: 'Mobile', duration: '2m 14s', pages: 3, outcome: 'Ordered online' },
  { id: 'rec-1041', device: 'Desktop', duration: '0m 48s', pages: 1, outcome: 'Clicked the hero photo 4 times, then left' },
  { id: 'rec-1039', device: 'Mobile', duration: '1m 32s', pages: 2, outcome: 'Read the catering card, called the shop' },
  { id: 'rec-1036', device: 'Tablet', duration: '3m 05s', pages: 4, outcome: 'Joined the newsletter' },
];
