/** /portfolio: every sample project with its picture, what we did and what changed. */
import { portfolioProjects } from './case-studies';
import { illustration } from './images';
import { caseStudiesSection, ctaSection, feature, featuresSection } from './sections';
import { actions } from './shared';
import { testimonials } from './testimonials';
import type { MarketingPageContent } from './types';

export const portfolioPage = {
  hero: {
    eyebrow: 'Portfolio',
    actions: [actions.bookConsultation, { label: 'Ask about a project like yours', to: '/contact', tone: 'secondary' }],
    points: ['Bakeries, clinics, law offices, restaurants, trades and shops', 'Results measured, not guessed'],
    image: illustration(
      'portfolio',
      'Four websites we built, side by side: Pecan Street Bakery in San Antonio, Gulf Coast Comfort in Houston, Trinity Family Clinic in Dallas and Bluebonnet Boutique in Fort Worth.',
    ),
  },
  sections: [
    caseStudiesSection({
      title: 'Selected projects',
      lede: 'Each one started with a problem the owner could name. Here is what we built and what changed in the first six months.',
    }, portfolioProjects),
    {
      kind: 'testimonials',
      section: { title: 'What the owners say' },
      testimonials: [testimonials.bakery, testimonials.hvac, testimonials.clinic],
    },
    featuresSection('What goes into every project', [
      feature('speed', 'zap', 'Fast on a phone', 'Pages under two seconds on a mobile connection, checked before launch and every month after.', { label: 'Our hosting', to: '/hosting' }),
      feature('search', 'search', 'Ready for search', 'Titles, descriptions, structured data and local pages that Google understands from day one.', { label: 'Local SEO', to: '/services/local-seo' }),
      feature('accessible', 'users', 'Accessible', 'Tested with a keyboard and a screen reader, with the contrast and labels WCAG 2.2 AA asks for.'),
      feature('measured', 'chart', 'Measured', 'Calls, bookings and sales tracked from launch, so we can show you what changed.', { label: 'Heat maps and A/B tests', to: '/subscription-services' }),
    ]),
    ctaSection(
      'Your business could be next',
      'Tell us what is not working today. In a free 30-minute call we will show you what we would build and what it would cost.',
      [actions.bookConsultation, { label: 'Send us a message', to: '/contact', tone: 'secondary' }],
    ),
  ],
} as const satisfies MarketingPageContent;
