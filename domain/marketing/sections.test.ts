import { describe, expect, it } from 'vitest';
import { caseStudies } from './case-studies';
import { illustration, portfolioImage } from './images';
import { caseStudiesSection, ctaSection, faqSection, feature, featuresSection, qa, stepsSection } from './sections';

describe('marketing section builders', () => {
  it('builds a steps section from a title and [title, text] pairs, in order', () => {
    expect(stepsSection('How we work', [['Scope', 'A call.'], ['Build', 'We build it.']])).toEqual({
      kind: 'steps',
      section: { title: 'How we work' },
      steps: [
        { title: 'Scope', text: 'A call.' },
        { title: 'Build', text: 'We build it.' },
      ],
    });
  });

  it('keeps a whole section head (lede, actions) when given one', () => {
    const section = { title: 'Set-up', lede: 'Two ways.', actions: [{ label: 'Plans', to: '/pricing' }] };
    expect(stepsSection(section, []).section).toEqual(section);
    expect(faqSection(section, []).section).toEqual(section);
  });

  it('builds a question with one answer paragraph per further argument', () => {
    expect(qa('cost', 'What does it cost?', 'First.', 'Second.')).toEqual({ id: 'cost', question: 'What does it cost?', answer: ['First.', 'Second.'] });
    expect(faqSection('Questions', [qa('a', 'Q?', 'A.')])).toEqual({
      kind: 'faq',
      section: { title: 'Questions' },
      items: [{ id: 'a', question: 'Q?', answer: ['A.'] }],
    });
  });

  it('builds a feature, with its link only when it has one', () => {
    expect(feature('speed', 'gauge', 'Speed', 'Fast.')).toEqual({ id: 'speed', icon: 'gauge', title: 'Speed', description: 'Fast.' });
    expect(feature('speed', 'gauge', 'Speed', 'Fast.', { label: 'More', to: '/hosting' })).toHaveProperty('link', { label: 'More', to: '/hosting' });
  });

  it('builds a feature grid with columns only when given', () => {
    const features = [feature('a', 'zap', 'A', 'a.')];
    expect(featuresSection('Why', features, 'three')).toEqual({ kind: 'features', section: { title: 'Why' }, features, columns: 'three' });
    expect(featuresSection('Why', features)).not.toHaveProperty('columns');
  });

  it('builds case studies and the closing band', () => {
    expect(caseStudiesSection('Work', [caseStudies.law])).toEqual({ kind: 'case-studies', section: { title: 'Work' }, studies: [caseStudies.law] });
    const actions = [{ label: 'Book', to: '/booking' }];
    expect(ctaSection('Ready?', 'Call us.', actions)).toEqual({ kind: 'cta', cta: { title: 'Ready?', body: 'Call us.', actions } });
  });

  it('puts illustrations and portfolio pictures in their folders at their sizes', () => {
    expect(illustration('services', 'Alt.')).toEqual({ src: '/illustrations/services.svg', alt: 'Alt.', width: 800, height: 600 });
    expect(portfolioImage('hill-country-law', 'Alt.')).toEqual({ src: '/portfolio/hill-country-law.svg', alt: 'Alt.', width: 800, height: 500 });
  });
});
