/** /ai-tools: the AI we build into client websites, and where a person stays in charge. */
import { marketingClaims as claims } from '../constants';
import { marketingStats } from './claims';
import { illustration } from './images';
import { faqSection, feature, featuresSection, qa, stepsSection } from './sections';
import { actions, standardCta } from './shared';
import type { MarketingPageContent } from './types';

export const aiToolsPage = {
  hero: {
    eyebrow: 'AI web design tools',
    actions: [actions.bookConsultation, { label: 'See subscription tools', to: '/subscription-services', tone: 'secondary' }],
    points: ['A person reviews everything', 'Your data never trains a model', 'Try the assistant on this page'],
    image: illustration('ai-assistant', 'A website assistant booking a water-heater visit for Thursday at 9:30, using the open slots and prices from the business’s own systems.'),
  },
  sections: [
    featuresSection({
      title: 'Where AI earns its keep',
      lede: 'We use AI for the slow, repetitive parts of building and running a website, and pass the savings on.',
    }, [
      feature('design', 'wand', 'Design drafts in days', 'Layouts and colour options generated from your brand and your competitors, then refined by our designers.'),
      feature('copy', 'file-text', 'Copywriting assistant', 'First drafts of service pages, product descriptions and FAQs in your voice, edited by a person who knows your trade.'),
      feature('assistant', 'bot', 'An assistant for your visitors', 'Answers questions about your services, hours and prices around the clock, and hands over to a person when it should.', { label: 'See live chat', to: '/live-chat' }),
      feature('images', 'sparkles', 'Image optimisation', `Every photo resized and compressed automatically, a big part of keeping pages under ${claims.pageLoadSeconds} seconds.`),
      feature('insights', 'chart', 'Insights from behaviour', 'Heat maps and A/B tests summarised in plain English: what visitors ignore, and what to try next.', { label: 'See heat maps', to: '/heat-map' }),
      feature('hosting', 'server', 'Self-tuning hosting', `Our automation watches every server in ${claims.dataCentres} data centres and scales, caches and heals before visitors notice.`, { label: 'See hosting automation', to: '/hosting-automation' }),
    ], 'three'),
    {
      kind: 'stats',
      section: { title: 'What the automation behind your site delivers' },
      stats: marketingStats,
    },
    stepsSection('How AI fits into a project', [
      ['Brief', 'You tell us about your business; we feed the AI facts, not guesses.'],
      ['Draft', 'AI produces layouts and copy in hours instead of weeks.'],
      ['Edit', 'Designers and writers make it accurate, local and yours. Nothing goes live unread.'],
      ['Improve', 'After launch, AI flags what visitors struggle with; we decide what to change.'],
    ]),
    faqSection('Questions about AI', [
      qa('robotic', 'Will my website sound like a robot wrote it?', 'No. AI writes the first draft; a person who has talked to you rewrites it. Clients tell us their new site sounds more like them than the old one.'),
      qa('training', 'Is my data used to train AI models?', 'No. We use AI providers under terms that forbid training on what we send, and we never send your customers’ personal details to draft content.'),
      qa('assistant-wrong', 'What if the assistant gives a wrong answer?',
        'It answers only from the information you approve, says when it is unsure and offers to pass the question to your team. You can read its conversations and correct it.',
      ),
      qa('cheaper', 'Does AI make my website cheaper?',
        'Yes, usually by a fifth to a third compared with the same site built by hand, mostly because drafts come faster. The care that goes into the finished site is the same.',
      ),
    ]),
    { kind: 'cta', cta: standardCta },
  ],
} as const satisfies MarketingPageContent;
