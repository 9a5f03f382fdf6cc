/** /services and its three service pages: what we offer, what it costs to start, how it works. */
import { marketingClaims as claims } from '../constants';
import { caseStudies } from './case-studies';
import { serviceCatalogue } from './catalogue';
import { illustration, portfolioImage } from './images';
import { caseStudiesSection, ctaSection, faqSection, feature, featuresSection, qa, stepsSection } from './sections';
import { actions, from, generalFaqs, metaAdSpend, processSteps, projectPricing, standardCta } from './shared';
import { testimonials } from './testimonials';
import type { MarketingPageContent } from './types';

export const servicesPage = {
  hero: {
    eyebrow: 'Our services',
    actions: [actions.bookConsultation, actions.pricing],
    points: ['One team for design, hosting and marketing', 'Fixed quotes before work starts', 'No lock-in contracts'],
    image: illustration('services', 'One team, the whole stack: web design, cloud hosting, local SEO, e-commerce, social media, website audits, marketing automation and business automation.'),
  },
  sections: [
    featuresSection({
      title: 'What we do',
      lede: 'Pick the one service you need today, or let us run the whole stack so nothing falls between two agencies.',
    }, serviceCatalogue, 'three'),
    {
      kind: 'steps',
      section: { title: 'How a project runs', lede: 'The same four steps whether it is a five-page site or a store with 400 products.' },
      steps: processSteps,
    },
    caseStudiesSection({
      title: 'Recent work',
      lede: 'Three of the Texas businesses we designed, built and host.',
      actions: [actions.portfolio],
    }, [caseStudies.hvac, caseStudies.boutique, caseStudies.law]),
    { kind: 'faq', section: { title: 'Questions we hear every week' }, items: generalFaqs },
    { kind: 'cta', cta: standardCta },
  ],
} as const satisfies MarketingPageContent;

export const ecommercePage = {
  hero: {
    eyebrow: 'E-commerce websites',
    actions: [actions.bookConsultation, { label: 'See stores we built', to: '/portfolio' }],
    points: [`Stores ${from(projectPricing.onlineStore)}`, 'Stripe or Square payments', `Pages under ${claims.pageLoadSeconds} seconds`],
    image: portfolioImage('bluebonnet-boutique', 'An online store we built for a Fort Worth boutique: a New for spring banner, dresses with prices and an Add to bag button.'),
  },
  sections: [
    featuresSection({
      title: 'Built to sell, easy to run',
      lede: 'Everything a local shop needs to sell online, without the monthly app bills of a bigger platform.',
    }, [
      feature('pickup', 'store', 'Local pickup and delivery zones', 'Let customers choose a pickup slot or a delivery zip code, with the fee and cut-off you set.'),
      feature('payments', 'credit-card', 'Payments customers trust', 'Cards, Apple Pay and Google Pay through Stripe, or Square if you already use it in the shop.'),
      feature('inventory', 'refresh', 'One stock count', 'Connect your Square or Clover point of sale so the store never sells what the shop floor just sold.'),
      feature('cart-recovery', 'mail', 'Abandoned-cart recovery', 'A friendly reminder an hour later and a nudge the next day, written in your voice.'),
      feature('speed', 'zap', `Under ${claims.pageLoadSeconds} seconds`, 'Product pages load fast on a phone signal in a parking lot, which is where people shop.'),
      feature('editing', 'layout', 'Products you can edit', 'Add a product, change a price or mark something sold out from your phone in a minute.'),
    ], 'three'),
    {
      kind: 'quote',
      testimonial: testimonials.boutique,
    },
    stepsSection({ title: 'From first call to first order', lede: 'Most stores launch six to ten weeks after the consultation.' }, [
      ['Plan the catalogue', 'We agree the categories, options and pickup rules, and import your products from a spreadsheet or your POS.'],
      ['Design the store', 'Product, cart and checkout pages designed around your best sellers, reviewed on your own phone.'],
      ['Connect payments', 'Stripe or Square, sales tax for your Texas location, receipts and order emails, all tested with real cards.'],
      ['Launch and recover', 'We launch, switch on cart recovery and review sales with you after thirty days.'],
    ]),
    caseStudiesSection({ title: 'Stores we built', actions: [actions.portfolio] }, [caseStudies.boutique, caseStudies.bakery]),
    faqSection('E-commerce questions', [
      qa('platform', 'Which platform do you build stores on?',
        'Our own lightweight storefront on our hosting for most shops with up to a few thousand products, or Shopify when you need its app store. We recommend one in the consultation and explain why.',
      ),
      qa('fees', 'Are there transaction fees on top of the card fees?', 'Not from us. You pay Stripe’s or Square’s card fees and your hosting plan; we take no percentage of your sales.'),
      qa('sales-tax', 'Do you handle Texas sales tax?', 'We set up sales tax for your location and delivery zones, and monthly exports your bookkeeper can use. Filing the returns stays with you or your accountant.'),
      qa('products', 'Who adds the products?', 'We import your first catalogue for you. After launch you can edit products yourself, or send us changes and we make them within a working day.'),
    ]),
    ctaSection(
      'Open your shop around the clock',
      'Tell us what you sell and how you get it to customers. We will show you a store plan and a fixed price.',
      [actions.bookConsultation, { label: 'Ask a question', to: '/contact', tone: 'secondary' }],
    ),
  ],
} as const satisfies MarketingPageContent;

export const localSeoPage = {
  hero: {
    eyebrow: 'Local SEO',
    actions: [actions.freeAudit, { label: 'Book a consultation', to: '/booking', tone: 'secondary' }],
    points: [`Plans ${from(projectPricing.localSeoMonthly)} a month`, 'Monthly ranking report', 'Cancel any month'],
    image: portfolioImage('gulf-coast-comfort', 'A site we built for a Houston HVAC company: a Same-day AC repair headline, a booking button and a map of the suburbs they serve.'),
  },
  sections: [
    featuresSection({
      title: 'What we do every month',
      lede: 'Local search rewards businesses that keep showing up. We do the steady work so you can run the business.',
    }, [
      feature('profile', 'map-pin', 'Google Business Profile', 'Categories, services, hours and photos kept right, with a post every week and holiday hours set before the holiday.'),
      feature('pages', 'file-text', 'Service-area pages', 'A genuinely useful page for each town you serve, from Round Rock to Kyle, not the same page with the name swapped.'),
      feature('reviews', 'star', 'Reviews', 'A review request after each job, and drafted replies to every review for you to approve.'),
      feature('citations', 'clipboard', 'Citations', 'Your name, address and phone number consistent across Apple Maps, Bing, Yelp and the directories that matter in Texas.'),
      feature('technical', 'gauge', 'Technical health', `Fast pages (under ${claims.pageLoadSeconds} seconds), structured data and a site Google can crawl without tripping.`),
      feature('report', 'chart', 'A report you can read', 'Calls, direction requests and map rankings for your key searches, on one page, every month.'),
    ], 'three'),
    caseStudiesSection('Results from Houston', [caseStudies.hvac]),
    stepsSection('The first ninety days', [
      ['Audit', 'Where you rank today for the searches that bring jobs, in each part of your service area.'],
      ['Fix the foundations', 'Profile, citations and the pages Google needs, done in the first month.'],
      ['Build reviews and content', 'Review requests switched on, and a new service-area page or guide every month.'],
      ['Report and adjust', 'A monthly report and a call to decide where to push next.'],
    ]),
    faqSection('Local SEO questions', [
      qa('how-long', 'How long before I see results?',
        'Fixes to your profile and citations usually show within four to eight weeks. Competitive searches in big metros like Houston or Dallas take three to six months of steady work.',
      ),
      qa('guarantee', 'Do you guarantee first place?', 'No one honest can: Google decides. We guarantee the work we do each month and show it in the report, and you can cancel any month.'),
      qa('no-office', 'I work from home and visit customers. Can I still rank?',
        'Yes. Service-area businesses can hide their address and list the towns they serve instead. We set that up correctly so your home address stays private.',
      ),
    ]),
    ctaSection(
      'Find out where you rank today',
      'Our free audit shows how you appear in local search, what your competitors do better and the three fixes that matter most.',
      [actions.freeAudit, { label: 'Talk to us', to: '/contact', tone: 'secondary' }],
    ),
  ],
} as const satisfies MarketingPageContent;

export const socialMediaPage = {
  hero: {
    eyebrow: 'Social media marketing',
    actions: [actions.bookConsultation, { label: 'See our work', to: '/portfolio', tone: 'secondary' }],
    points: [`Plans ${from(projectPricing.socialMediaMonthly)} a month`, 'You approve every post', 'Monthly results call'],
    image: portfolioImage('sun-city-smokehouse', 'A site we built for an El Paso barbecue restaurant: a sliced brisket illustration, the menu with prices and an Order for pickup button.'),
  },
  sections: [
    featuresSection({
      title: 'Posts with a purpose',
      lede: 'Fewer, better posts tied to what you want more of: bookings, orders, calls or people through the door.',
    }, [
      feature('calendar', 'calendar', 'A monthly plan', 'A content calendar built around your season, local events and offers, agreed with you before the month starts.'),
      feature('content', 'palette', 'Content that looks like you', 'Photos and short videos shot on site once a month in Austin, San Antonio or Houston, plus graphics in your brand.'),
      feature('ads', 'megaphone', 'Local ad campaigns', 'Facebook and Instagram ads aimed at the zip codes you serve, with a budget cap you set.'),
      feature('community', 'message-square', 'Comments and messages', 'Replies to comments and messages on weekdays, and anything urgent passed to you the same day.'),
      feature('google', 'map-pin', 'Google Business posts', 'Your offers and updates on Google too, where people searching for you see them first.'),
      feature('reporting', 'chart', 'Results, not likes', 'A monthly report of the clicks, calls, orders and bookings your social channels brought in.'),
    ], 'three'),
    { kind: 'quote', testimonial: testimonials.restaurant },
    stepsSection('How a month works', [
      ['Plan', 'A call in the last week of the month to agree the themes, offers and events for the next.'],
      ['Create', 'We shoot, write and design the month’s posts and send them to you for approval.'],
      ['Publish and reply', 'Posts go out at the times your customers are online; we answer comments and messages.'],
      ['Report', 'What worked, what did not and what we will change next month, in one page.'],
    ]),
    caseStudiesSection('Social media that filled tables', [caseStudies.restaurant, caseStudies.boutique]),
    faqSection('Social media questions', [
      qa('channels', 'Which channels do you manage?', 'Facebook, Instagram and Google Business Profile for most clients; TikTok and LinkedIn when your customers are there.'),
      qa('ad-budget', 'Is the ad budget included?', `No. ${metaAdSpend}`),
      qa('approval', 'Do I have to approve every post?', 'You approve the month’s plan and can review each post before it goes out. Many clients switch to approving the plan only after a month or two.'),
    ]),
    ctaSection(
      'Turn followers into customers',
      'Book a consultation and bring your last three months of posts. We will tell you what to keep, what to drop and what to try.',
      [actions.bookConsultation, { label: 'Send us a message', to: '/contact', tone: 'secondary' }],
    ),
  ],
} as const satisfies MarketingPageContent;
