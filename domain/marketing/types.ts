/**
 * The shapes of the marketing pages' copy. Pages are data: each page module fills these, the
 * design system draws them, and the route only says which sections come in which order.
 * Icons are named here and drawn by the app, so domain/ stays free of React.
 */

/** A call to action: a link to one of our own pages, drawn as a button. */
export interface CallToAction {
  readonly label: string;
  /** a path on this site ("/contact", "/hosting") */
  readonly to: string;
  /** the first action of a group is usually primary, the others secondary */
  readonly tone?: 'primary' | 'secondary';
}

/** A picture shipped with the site (app/public), with its intrinsic size to avoid layout shift. */
export interface MarketingImage {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export type MarketingIcon =
  | 'bot'
  | 'briefcase'
  | 'calendar'
  | 'chart'
  | 'chat'
  | 'clipboard'
  | 'code'
  | 'coffee'
  | 'credit-card'
  | 'croissant'
  | 'database'
  | 'file-text'
  | 'flame'
  | 'gauge'
  | 'globe'
  | 'handshake'
  | 'heart-pulse'
  | 'key'
  | 'layout'
  | 'lock'
  | 'mail'
  | 'map-pin'
  | 'megaphone'
  | 'message-square'
  | 'palette'
  | 'plug'
  | 'receipt'
  | 'refresh'
  | 'scale'
  | 'search'
  | 'server'
  | 'share'
  | 'shield'
  | 'shopping-cart'
  | 'smartphone'
  | 'sparkles'
  | 'star'
  | 'store'
  | 'users'
  | 'utensils'
  | 'wand'
  | 'workflow'
  | 'wrench'
  | 'zap';

/** One point in a feature grid: an icon, a title and a sentence, perhaps a link onwards. */
export interface MarketingFeature {
  readonly id: string;
  readonly icon: MarketingIcon;
  readonly title: string;
  readonly description: string;
  readonly link?: CallToAction;
}

/** One step of how we work. */
export interface ProcessStep {
  readonly title: string;
  readonly text: string;
}

export interface FaqItem {
  readonly id: string;
  readonly question: string;
  /** one or more paragraphs */
  readonly answer: readonly string[];
}

export interface Testimonial {
  readonly id: string;
  readonly quote: string;
  readonly name: string;
  readonly role: string;
  readonly business: string;
  readonly city: string;
}

/** A headline figure: "99.9%" "uptime guarantee". */
export interface MarketingStat {
  readonly id: string;
  readonly value: string;
  readonly label: string;
  readonly detail?: string;
}

/** A client or partner named in a logo strip: a wordmark drawn from text and an icon. */
export interface ClientMark {
  readonly id: string;
  readonly name: string;
  /** "Bakery, San Antonio" */
  readonly detail: string;
  readonly icon: MarketingIcon;
}

export interface CaseStudyResult {
  readonly value: string;
  readonly label: string;
}

/** A project we built, shown on /portfolio and as a case study on the service pages. */
export interface CaseStudy {
  readonly id: string;
  readonly client: string;
  readonly industry: string;
  readonly city: string;
  readonly title: string;
  readonly summary: string;
  readonly services: readonly string[];
  readonly results: readonly CaseStudyResult[];
  readonly image: MarketingImage;
}

/** The opening band of a page; its h1 and lede come from pages.ts. */
export interface HeroCopy {
  readonly eyebrow: string;
  readonly actions: readonly CallToAction[];
  /** short reassurances under the actions ("Free consultation", "No lock-in contracts") */
  readonly points?: readonly string[];
  readonly image?: MarketingImage;
}

/** A section's own heading and introduction, and perhaps links onwards under its content. */
export interface SectionCopy {
  readonly eyebrow?: string;
  readonly title: string;
  readonly lede?: string;
  readonly actions?: readonly CallToAction[];
}

/** The closing band of a page. */
export interface CtaCopy {
  readonly title: string;
  readonly body: string;
  readonly actions: readonly CallToAction[];
}

/** A priced package (audits, implementation): shown on plan cards. Prices in whole dollars. */
export interface ServicePackage {
  readonly id: string;
  readonly name: string;
  readonly price: number;
  /** "one-off", "/month" */
  readonly period: string;
  readonly description: string;
  readonly features: readonly string[];
  readonly popular?: boolean;
  readonly action: CallToAction;
}

/** A section of a legal document. */
export interface LegalSection {
  readonly id: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly list?: readonly string[];
}

export interface LegalDocument {
  /** "1 March 2025": a fixed date, so server and client render the same */
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

/**
 * The sections a marketing page is made of, in order. The app draws each kind with its
 * design-system component (app/routes/-components/marketing/MarketingPage.tsx).
 */
export type MarketingSection =
  | { readonly kind: 'stats'; readonly section?: SectionCopy; readonly stats: readonly MarketingStat[] }
  | { readonly kind: 'logos'; readonly label: string; readonly clients: readonly ClientMark[] }
  | {
      readonly kind: 'features';
      readonly section: SectionCopy;
      readonly features: readonly MarketingFeature[];
      /** about how many fit a row: four short facts, or three longer points */
      readonly columns?: 'three' | 'four';
    }
  | { readonly kind: 'steps'; readonly section: SectionCopy; readonly steps: readonly ProcessStep[] }
  /** a few paragraphs of running text at a readable width */
  | { readonly kind: 'prose'; readonly section: SectionCopy; readonly paragraphs: readonly string[] }
  | { readonly kind: 'testimonials'; readonly section: SectionCopy; readonly testimonials: readonly Testimonial[] }
  | { readonly kind: 'quote'; readonly testimonial: Testimonial }
  | {
      readonly kind: 'case-studies';
      readonly section: SectionCopy;
      readonly studies: readonly CaseStudy[];
    }
  | {
      readonly kind: 'packages';
      readonly section: SectionCopy;
      readonly packages: readonly ServicePackage[];
      /** small print under the cards */
      readonly note?: string;
    }
  | { readonly kind: 'faq'; readonly section: SectionCopy; readonly items: readonly FaqItem[] }
  | { readonly kind: 'legal'; readonly document: LegalDocument }
  | { readonly kind: 'cta'; readonly cta: CtaCopy };

export interface MarketingPageContent {
  readonly hero: HeroCopy;
  readonly sections: readonly MarketingSection[];
}
