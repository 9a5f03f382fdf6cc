/** /portfolio: every sample project with its picture, what we did and what changed. */
import { portfolioProjects } from './case-studies';
import { actions } from './shared';
import { testimonials } from './testimonials';
import type { MarketingPageContent } from './types';

export const portfolioPage = {
  hero: {
    eyebrow: 'Portfolio',
    actions: [actions.bookConsultation, { label: 'Ask about a project like yours', to: '/contact', tone: 'secondary' }],
    points: ['Bakeries, clinics, law offices, restaurants, trades and shops', 'Results measured, not guessed'],
    image: {
      src: '/illustrations/portfolio.svg',
      alt: 'Four websites we built, side by side: Pecan Street Bakery in San Antonio, Gulf Coast Comfort in Houston, Trinity Family Clinic in Dallas and Bluebonnet Boutique in Fort Worth.',
      width: 800,
      height: 600,
    },
  },
  sections: [
    {
      kind: 'case-studies',
      section: {
        title: 'Selected projects',
        lede: 'Each one started with a problem the owner could name. Here is what we built and what changed in the first six months.',
      },
      studies: portfolioProjects,
    },
    {
      kind: 'testimonials',
      section: { title: 'What the owners say' },
      testimonials: [testimonials.bakery, testimonials.hvac, testimonials.clinic],
    },
    {
      kind: 'features',
      section: { title: 'What goes into every project' },
      features: [
        {
          id: 'speed',
          icon: 'zap',
          title: 'Fast on a phone',
          description: 'Pages under two seconds on a mobile connection, checked before launch and every month after.',
          link: { label: 'Our hosting', to: '/hosting' },
        },
        {
          id: 'search',
          icon: 'search',
          title: 'Ready for search',
          description: 'Titles, descriptions, structured data and local pages that Google understands from day one.',
          link: { label: 'Local SEO', to: '/services/local-seo' },
        },
        {
          id: 'accessible',
          icon: 'users',
          title: 'Accessible',
          description: 'Tested with a keyboard and a screen reader, with the contrast and labels WCAG 2.2 AA asks for.',
        },
        {
          id: 'measured',
          icon: 'chart',
          title: 'Measured',
          description: 'Calls, bookings and sales tracked from launch, so we can show you what changed.',
          link: { label: 'Heat maps and A/B tests', to: '/subscription-services' },
        },
      ],
    },
    {
      kind: 'cta',
      cta: {
        title: 'Your business could be next',
        body: 'Tell us what is not working today. In a free 30-minute call we will show you what we would build and what it would cost.',
        actions: [actions.bookConsultation, { label: 'Send us a message', to: '/contact', tone: 'secondary' }],
      },
    },
  ],
} as const satisfies MarketingPageContent;
