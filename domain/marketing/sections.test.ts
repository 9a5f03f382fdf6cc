import { describe, expect, it } from 'vitest';
import { faqSection, qa, stepsSection } from './sections';

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
});
