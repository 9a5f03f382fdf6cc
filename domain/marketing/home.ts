/** The home page: who we are for, the claims we stand behind, our services and our work. */
import { marketingClaims as claims } from '../constants';
import { caseStudies } from './case-studies';
import { marketingStats } from './claims';
import { clientMarks } from './clients';
import { serviceCatalogue } from './catalogue';
import { illustration } from './images';
import { caseStudiesSection, featuresSection } from './sections';
import { actions, generalFaqs, processSteps, standardCta } from './shared';
import { testimonials } from './testimonials';
import type { MarketingPageContent } from './types';

export const homePage = {
  hero: {
    eyebrow: 'Web design and hosting from Austin, Texas',
    actions: [actions.bookConsultation, actions.hosting],
    points: ['Free website audit', 'No lock-in contracts', 'Support from Texas, not a ticket queue'],
    image: illustration('home-hero', 'A plumbing company’s website on a laptop and a phone, with a page speed score of 98, a booking confirmation and 38 more calls this month from Google Maps.'),
  },
  sections: [
    { kind: 'logos', label: 'Trusted by small businesses across Texas', clients: clientMarks },
    {
      kind: 'stats',
      section: {
        title: 'Numbers we put in writing',
        lede: `Every site we host runs on AI-managed cloud servers in ${claims.dataCentres} data centres, with the guarantee in your contract, not just on this page.`,
        actions: [{ label: 'Compare hosting plans', to: '/hosting' }],
      },
      stats: marketingStats,
    },
    featuresSection({
      eyebrow: 'Services',
      title: 'One team for your whole website',
      lede: 'Design, hosting, search and marketing under one roof, so nothing falls between two agencies.',
      actions: [actions.services],
    }, serviceCatalogue.slice(0, 6), 'three'),
    caseStudiesSection({
      eyebrow: 'Portfolio',
      title: 'Texas businesses we have helped grow',
      lede: 'Real problems, the sites we built to solve them, and what changed.',
      actions: [actions.portfolio],
    }, [caseStudies.bakery, caseStudies.hvac, caseStudies.clinic]),
    {
      kind: 'steps',
      section: { eyebrow: 'How we work', title: 'From first call to a site that works for you', lede: 'Four steps, a fixed price and one team from start to finish.' },
      steps: processSteps,
    },
    {
      kind: 'testimonials',
      section: { title: 'What our clients say' },
      testimonials: [testimonials.hvac, testimonials.law, testimonials.restaurant],
    },
    { kind: 'faq', section: { title: 'Frequently asked questions' }, items: generalFaqs },
    { kind: 'cta', cta: standardCta },
  ],
} as const satisfies MarketingPageContent;
