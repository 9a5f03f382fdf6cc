/**
 * The free guide of /lead-magnet, "The Small Business Website Checklist": the page previews it
 * and scripts/make-guide-pdf.ts turns it into the PDF shipped at `leadMagnetGuide.downloadUrl`.
 * One source, so the page never promises what the document does not contain.
 */
import { marketingClaims } from './constants';
import { agency } from './navigation';

export interface GuideCheck {
  readonly title: string;
  /** why it matters and how to check or fix it, in two or three sentences */
  readonly detail: string;
}

export interface GuideSection {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly checks: readonly GuideCheck[];
}

export const guide = {
  title: 'The Small Business Website Checklist',
  subtitle: '25 checks that make your website faster, easier to find on Google and better at winning customers',
  edition: 'Edition 1, 2026',
  intro: [
    'Most small-business websites do not fail because of their design. They fail on a handful of basics: they are slow on a phone, Google cannot tell what they offer or where, and visitors cannot see how to get in touch.',
    'This checklist is what we look at first when a Texas business asks us for an audit. Work through it with your website open on your phone. Most checks take a few minutes, and none of them depend on who built your site.',
  ],
  howTo: {
    heading: 'How to use this checklist',
    steps: [
      'Open your website on your phone, on mobile data rather than office Wi-Fi: that is how most customers see it.',
      'Take one section at a time. Each takes about fifteen minutes, so one a week fits around a busy schedule.',
      'Tick what passes, circle what fails, and fix the quick wins first. The rest becomes your to-do list for whoever looks after your site.',
    ],
  },
  sections: [
    {
      id: 'speed',
      title: 'Speed',
      summary: 'Visitors leave slow pages. Aim for every page to load in under two seconds on a phone.',
      checks: [
        {
          title: `Your home page loads in under ${marketingClaims.pageLoadSeconds} seconds on a phone`,
          detail:
            'Test it with PageSpeed Insights (pagespeed.web.dev) using the mobile result. Every extra second loses visitors, and Google uses the same measurements in its rankings.',
        },
        {
          title: 'Images are sized for the screen and in a modern format',
          detail:
            'A photo straight from a camera can weigh 5 MB. Resize images to the width they are shown at and save them as WebP or AVIF; most pages get several times lighter.',
        },
        {
          title: 'No more than a few third-party scripts',
          detail:
            'Chat widgets, trackers and pop-up tools each add weight and delay. Remove the ones nobody has looked at in the last six months.',
        },
        {
          title: 'Your hosting answers quickly',
          detail:
            'If the first byte takes longer than half a second, the server is the bottleneck, not the page. Cheap shared hosting is the usual cause.',
        },
        {
          title: 'Pages stay still while they load',
          detail:
            'Text that jumps as images and banners appear makes people tap the wrong thing. Give images a width and height so the browser keeps their space.',
        },
      ],
    },
    {
      id: 'findability',
      title: 'Being found on Google',
      summary: 'Nearby customers search on their phones. Make it easy for Google to show you to them.',
      checks: [
        {
          title: 'Every page has its own title and description',
          detail:
            'The title is the blue link in search results. Name the service and the place, such as "Emergency plumber in Round Rock, TX", not just your business name.',
        },
        {
          title: 'Your Google Business Profile is claimed and complete',
          detail:
            'Hours, phone, service area, photos and categories. For local searches the map listing often matters more than the website itself.',
        },
        {
          title: 'Name, address and phone are the same everywhere',
          detail:
            'Your website, Google, Yelp and Facebook should match exactly. Mismatches make search engines less sure which listing is really you.',
        },
        {
          title: 'Each service has its own page',
          detail:
            'One page per service you want to be found for, with a clear heading and a few paragraphs in your customers\' words. One page that lists everything ranks for nothing.',
        },
        {
          title: 'Google can see every page you care about',
          detail:
            'Search for "site:yourdomain.com" to see what is indexed, and add a sitemap in Google Search Console so new pages are picked up within days.',
        },
      ],
    },
    {
      id: 'trust',
      title: 'Trust',
      summary: 'People buy from businesses that look real, current and safe.',
      checks: [
        {
          title: 'The address bar shows a padlock on every page',
          detail:
            'HTTPS is free with most hosts. Without it, browsers warn visitors that your site is "Not secure", right next to your contact form.',
        },
        {
          title: 'Real reviews are on the page',
          detail:
            'Two or three recent reviews with first names and towns do more than any slogan. Link to your Google reviews so people can see the rest.',
        },
        {
          title: 'Photos show your real team and work',
          detail:
            'Stock photos are easy to spot. A phone photo of your crew on a job beats a polished picture of strangers.',
        },
        {
          title: 'Nothing on the site is out of date',
          detail:
            'Old prices, a copyright year from 2019 or a "coming soon" page make visitors wonder whether you are still in business.',
        },
        {
          title: 'Everyone can use it',
          detail:
            'Readable contrast, text that can be enlarged, labels on form fields and buttons that work from a keyboard. It helps every visitor, and it keeps you clear of accessibility complaints.',
        },
      ],
    },
    {
      id: 'conversion',
      title: 'Turning visits into customers',
      summary: 'Traffic is only useful if visitors know what to do next.',
      checks: [
        {
          title: 'The first screen says what you do, where, and how to start',
          detail:
            'Someone landing on your home page should know within five seconds what you offer, which area you serve and what to press next.',
        },
        {
          title: 'Your phone number is a tap-to-call link',
          detail:
            'On a phone, customers expect to tap the number. Put it in the header on every page, not only on the contact page.',
        },
        {
          title: 'The contact form asks for as little as possible',
          detail:
            'Name, email or phone, and a message. Every extra field loses enquiries. Check that the form works by sending yourself a message every month.',
        },
        {
          title: 'Every page ends with a next step',
          detail:
            'A button to call, book or ask for a quote at the end of each page, so no visitor reaches a dead end.',
        },
        {
          title: 'You know where your leads come from',
          detail:
            'Set up analytics goals for calls, forms and bookings. Without them you cannot tell which page or advert is worth the money.',
        },
      ],
    },
    {
      id: 'care',
      title: 'Looking after it',
      summary: 'A website is never finished. A little care each month prevents expensive surprises.',
      checks: [
        {
          title: 'Backups run daily and you have tested a restore',
          detail:
            'A backup you have never restored is a hope, not a plan. Ask your host how quickly they could bring the site back.',
        },
        {
          title: 'Software and plugins are up to date',
          detail:
            'Most hacked small-business sites ran an old plugin. Update monthly, and remove plugins you no longer use.',
        },
        {
          title: 'Someone is told when the site goes down',
          detail: `An uptime monitor emails or texts you within minutes. Good hosting guarantees at least ${marketingClaims.uptimeGuarantee} uptime and watches it for you.`,
        },
        {
          title: 'You own your domain and your accounts',
          detail:
            'The domain, hosting and analytics should be registered to your business, with logins you hold, even if an agency manages them.',
        },
        {
          title: 'You review the site every quarter',
          detail:
            'Once a quarter, read every page as a customer would, on your phone. Update what has changed and note what customers keep asking about.',
        },
      ],
    },
  ],
  closing: {
    heading: 'Want a second pair of eyes?',
    body: `We check all of this and more in a free website audit, with a plain-English report on what to fix first. Request one at lonestarweb.studio/website-audit, email ${agency.email} or call ${agency.phoneDisplay}.`,
  },
} as const satisfies {
  title: string;
  subtitle: string;
  edition: string;
  intro: readonly string[];
  howTo: { heading: string; steps: readonly string[] };
  sections: readonly GuideSection[];
  closing: { heading: string; body: string };
};

/** How many checks the guide holds (the page and the PDF both say 25). */
export const guideCheckCount: number = guide.sections.reduce((sum, section) => sum + section.checks.length, 0);
