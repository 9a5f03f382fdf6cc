/**
 * Projects in the portfolio and as case studies on the service pages. The clients are invented
 * for this site; each picture is an illustration of the site we built, shipped in
 * app/public/portfolio/ (800 by 500).
 */
import { marketingClaims as claims } from '../constants';
import { portfolioImage } from './images';
import type { CaseStudy } from './types';

export const caseStudies = {
  bakery: {
    id: 'bakery',
    client: 'Pecan Street Bakery',
    industry: 'Bakery',
    city: 'San Antonio',
    title: 'Pre-orders online, Saturday pickup without the queue',
    summary:
      'A family bakery taking every order by phone. We built an online store for cakes and pan dulce with pickup slots, deposits and a reminder text the evening before.',
    services: ['E-commerce', 'Hosting', 'Marketing automation'],
    results: [
      { value: '52%', label: 'of orders now placed online' },
      { value: '1.3s', label: 'average page load' },
      { value: '-70%', label: 'order calls at the counter' },
    ],
    image: portfolioImage(
      'pecan-street-bakery',
      'The Pecan Street Bakery website on a laptop: a photo banner of conchas, a Pre-order for Saturday button and a grid of cakes with prices.',
    ),
  },
  hvac: {
    id: 'hvac',
    client: 'Gulf Coast Comfort',
    industry: 'Heating and air conditioning',
    city: 'Houston',
    title: 'From page three to the map pack in one summer',
    summary:
      'An HVAC company serving Katy, Cypress and Sugar Land. New service-area pages, a managed Google Business Profile and a booking form that asks the right questions before a technician rolls.',
    services: ['Local SEO', 'Web design', 'Hosting'],
    results: [
      { value: '3.1x', label: 'calls from Google Maps' },
      { value: 'Top 3', label: 'map results in 9 suburbs' },
      { value: claims.uptimeGuarantee, label: 'uptime through the heat wave' },
    ],
    image: portfolioImage(
      'gulf-coast-comfort',
      'The Gulf Coast Comfort website: a Same-day AC repair headline, a Book a technician button and a map of the Houston suburbs they serve.',
    ),
  },
  law: {
    id: 'law',
    client: 'Hill Country Law',
    industry: 'Law office',
    city: 'Austin',
    title: 'A calmer intake for a busy family-law practice',
    summary:
      'A four-attorney firm buried in calls it could not take. A careful, plain-English site with practice pages, attorney profiles and an intake form that routes each enquiry to the right person.',
    services: ['Web design', 'Business automation'],
    results: [
      { value: '+34%', label: 'booked consultations' },
      { value: '-40%', label: 'calls outside their practice areas' },
      { value: '100%', label: 'pages pass accessibility checks' },
    ],
    image: portfolioImage(
      'hill-country-law',
      'The Hill Country Law website: a calm navy and cream layout with the headline Family law, explained plainly, and a Request a consultation button.',
    ),
  },
  clinic: {
    id: 'clinic',
    client: 'Trinity Family Clinic',
    industry: 'Medical clinic',
    city: 'Dallas',
    title: 'Fewer no-shows with reminders patients answer',
    summary:
      'A family practice in Oak Cliff losing a slot an hour to no-shows. Online booking linked to their calendar, reminder texts in English and Spanish, and a two-tap reschedule link.',
    services: ['Marketing automation', 'Web design', 'Hosting'],
    results: [
      { value: '-46%', label: 'missed appointments' },
      { value: '2', label: 'languages throughout: English and Spanish' },
      { value: '1.6s', label: 'average page load' },
    ],
    image: portfolioImage(
      'trinity-family-clinic',
      'The Trinity Family Clinic website on a phone: a Book a visit button, a language switch for English and Español, and a list of open appointment times.',
    ),
  },
  restaurant: {
    id: 'restaurant',
    client: 'Sun City Smokehouse',
    industry: 'Restaurant',
    city: 'El Paso',
    title: 'A menu people can read on a phone, and posts that fill tables',
    summary:
      'A barbecue joint whose menu was a photo of a chalkboard. A fast mobile menu, online ordering for pickup and a monthly social calendar built around what comes off the smoker.',
    services: ['Social media', 'Web design', 'E-commerce'],
    results: [
      { value: '+28%', label: 'weeknight covers' },
      { value: '4.8', label: 'average Google rating, from 4.3' },
      { value: '2.4x', label: 'pickup orders per week' },
    ],
    image: portfolioImage(
      'sun-city-smokehouse',
      'The Sun City Smokehouse website: a dark page with a sliced brisket illustration, the menu with prices and an Order for pickup button.',
    ),
  },
  boutique: {
    id: 'boutique',
    client: 'Bluebonnet Boutique',
    industry: 'Clothing store',
    city: 'Fort Worth',
    title: 'The shop on Magnolia Avenue, open all night',
    summary:
      'A clothing boutique selling through Instagram messages. A Square-connected online store with same-day pickup, size guides and an abandoned-cart email that sounds like the owner.',
    services: ['E-commerce', 'Social media', 'Marketing automation'],
    results: [
      { value: '31%', label: 'of sales now online' },
      { value: '12%', label: 'abandoned carts recovered' },
      { value: '1.4s', label: 'average page load' },
    ],
    image: portfolioImage(
      'bluebonnet-boutique',
      'The Bluebonnet Boutique online store: a soft blue banner reading New for spring, three dresses with prices and an Add to bag button.',
    ),
  },
} as const satisfies Record<string, CaseStudy>;

/** In the order the portfolio shows them. */
export const portfolioProjects: readonly CaseStudy[] = [
  caseStudies.bakery,
  caseStudies.hvac,
  caseStudies.law,
  caseStudies.clinic,
  caseStudies.restaurant,
  caseStudies.boutique,
];
