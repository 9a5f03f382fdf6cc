/** /about: who we are, what we believe, who does the work. The people are invented for this site. */
import { agency } from '../navigation';
import { marketingStats } from './claims';
import { clientMarks } from './clients';
import { illustration } from './images';
import { feature, featuresSection } from './sections';
import { actions, standardCta } from './shared';
import { testimonials } from './testimonials';
import type { MarketingPageContent } from './types';

export const aboutPage = {
  hero: {
    eyebrow: 'About us',
    actions: [actions.bookConsultation, actions.portfolio],
    points: [`Based in ${agency.city}, working across Texas`, 'Twelve people, no outsourcing', 'Founded in 2016'],
    image: illustration('texas-map', 'A map of Texas with pins on El Paso, Dallas, Fort Worth, Austin, San Antonio and Houston, where our clients are.'),
  },
  sections: [
    {
      kind: 'prose',
      section: { eyebrow: 'Our story', title: 'Started over breakfast tacos in East Austin' },
      paragraphs: [
        `${agency.name} began in 2016 when Maria Delgado, a designer who had spent ten years at big agencies, kept meeting small-business owners who had paid too much for websites that did not work on a phone. She started building them properly, at a price a bakery or a plumber could afford.`,
        'Clients kept asking who should host their new sites, and the honest answer was “not the cheapest shared server you can find”. So in 2019 we started hosting them ourselves, on cloud servers we could watch and tune. In 2023 we put AI to work where it saves our clients money: first drafts, image compression and the automation that keeps every server healthy.',
        'Today twelve of us design, build, host and market websites for more than 150 Texas businesses, from El Paso to Beaumont. We still answer the phone ourselves.',
      ],
    },
    featuresSection({ title: 'What we believe', lede: 'Five rules we hold ourselves to on every project.' }, [
      feature('plain-english', 'message-square', 'Plain English, always', 'No jargon in our proposals, our reports or your website. If we cannot explain it simply, we should not sell it.'),
      feature('speed', 'zap', 'Speed is a feature', 'A slow page loses the customer before they read a word, so every page we ship loads in under two seconds.'),
      feature('everyone', 'users', 'Built for everyone', 'Every site is tested with a keyboard and a screen reader and meets WCAG 2.2 AA, because your customers include people with disabilities.'),
      feature('no-lock-in', 'key', 'No lock-in', 'You own your domain, your content and your code. Month-to-month hosting, and we help you leave if you ever want to.'),
      feature('people', 'handshake', 'AI helps, people decide', 'AI drafts and monitors; a person on our team reviews everything that reaches your customers.'),
    ], 'three'),
    featuresSection({ title: 'The people you will work with', lede: 'Everyone on the team is based in Texas and works directly with clients.' }, [
      feature('maria', 'palette', 'Maria Delgado', 'Founder and creative director. Leads every design review and still sketches layouts on paper first.'),
      feature('james', 'server', 'James Okafor', 'Head of hosting. Built our monitoring and keeps 14 data centres honest, mostly from a standing desk in Round Rock.'),
      feature('priya', 'code', 'Priya Raman', 'Lead developer. Makes stores and booking systems fast, and integrations boring, in the best way.'),
      feature('luis', 'map-pin', 'Luis Herrera', 'Local SEO lead. Knows the difference between ranking in Katy and ranking in Cypress, and why it matters.'),
      feature('hannah', 'megaphone', 'Hannah Cole', 'Social media and content. Shoots brisket, cakes and job sites across Central Texas every month.'),
      feature('dev', 'handshake', 'Devon Price', 'Client success. Your first call, your monthly report and the person who makes sure we did what we said.'),
    ], 'three'),
    {
      kind: 'stats',
      section: { title: 'Figures we stand behind' },
      stats: marketingStats,
    },
    { kind: 'logos', label: 'Some of the businesses we work with', clients: clientMarks },
    {
      kind: 'testimonials',
      section: { title: 'In our clients’ words' },
      testimonials: [testimonials.bakery, testimonials.clinic, testimonials.boutique],
    },
    { kind: 'cta', cta: { ...standardCta, title: 'Come and meet us' } },
  ],
} as const satisfies MarketingPageContent;
