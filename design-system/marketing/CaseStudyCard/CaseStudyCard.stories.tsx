import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { caseStudies } from '../../../domain/marketing/case-studies';
import type { CaseStudy } from '../../../domain/marketing/types';
import { CaseStudyCard, CaseStudyGrid } from './CaseStudyCard';
import { withMaxWidth } from '../../../.storybook/decorators';

/** Stand-in pictures for stories (the real ones are served from app/public by the site). */
const withPicture = (study: CaseStudy, fill: string): CaseStudy => ({
  ...study,
  image: {
    ...study.image,
    src: `data:image/svg+xml,${encodeURIComponent(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500"><rect width="800" height="500" fill="${fill}"/><rect x="60" y="60" width="680" height="380" rx="16" fill="#fff"/></svg>`,
    )}`,
  },
});

const bakery = withPicture(caseStudies.bakery, '#f3d9b1');

const meta = {
  title: 'Marketing/CaseStudyCard',
  component: CaseStudyCard,
  args: { study: bakery },
} satisfies Meta<typeof CaseStudyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const narrow: NonNullable<Story['decorators']> = [withMaxWidth('24rem')];

export const Default: Story = {
  name: 'A project with its picture and results',
  decorators: narrow,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: bakery.title });
    const image = within(card).getByRole('img', { name: bakery.image.alt });
    await expect(image).toHaveAttribute('width', '800');
    await expect(image).toHaveAttribute('loading', 'lazy');
    // each figure is read with what it measures
    const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
    await expect(terms).toEqual(bakery.results.map((result) => result.label));
    await expect(card.querySelectorAll('dd')[0]).toHaveTextContent(bakery.results[0]!.value);
    await expect(within(card).getByRole('list', { name: 'Services' })).toHaveTextContent('E-commerce');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const WithLink: Story = {
  name: 'With a link onwards',
  decorators: narrow,
  args: { link: { label: 'How we build online stores', to: '/services/ecommerce' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'How we build online stores' })).toHaveAttribute(
      'href',
      '/services/ecommerce',
    );
  },
};

export const Grid: Story = {
  name: 'Grid of three',
  decorators: [(Story) => <div style={{ width: '72rem', maxWidth: '100%', padding: '1rem' }}><Story /></div>],
  render: () => (
    <CaseStudyGrid
      studies={[bakery, withPicture(caseStudies.hvac, '#cfe0f5'), withPicture(caseStudies.clinic, '#d7efe1')]}
      linkFor={(study) => (study.id === 'hvac' ? { label: 'Local SEO for service businesses', to: '/services/local-seo' } : undefined)}
    />
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvas }) => {
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(3);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const tops = articles.map((article) => Math.round(article.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

/** The boxes of a list's items, rounded, in reading order. */
const boxesOf = (items: readonly Element[]) => items.map((item) => item.getBoundingClientRect());

export const TwoFillTheRow: Story = {
  name: 'Two studies fill the row',
  decorators: [(Story) => <div style={{ width: '72rem', maxWidth: '100%', padding: '1rem' }}><Story /></div>],
  render: () => <CaseStudyGrid studies={[bakery, withPicture(caseStudies.hvac, '#cfe0f5')]} />,
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    const [first, second] = boxesOf(Array.from(list.children));
    const row = list.getBoundingClientRect();
    // side by side, each about half the row: no empty third column
    await expect(Math.round(first!.top)).toBe(Math.round(second!.top));
    await expect(first!.width).toBeGreaterThan(row.width * 0.45);
    await expect(second!.right).toBeGreaterThan(row.right - 2);
  },
};

export const FiveLeaveNoHole: Story = {
  name: 'Five studies: three, then two sharing the row',
  decorators: [(Story) => <div style={{ width: '72rem', maxWidth: '100%', padding: '1rem' }}><Story /></div>],
  render: () => (
    <CaseStudyGrid
      studies={[
        bakery,
        withPicture(caseStudies.hvac, '#cfe0f5'),
        withPicture(caseStudies.law, '#e4dcf2'),
        withPicture(caseStudies.clinic, '#d7efe1'),
        withPicture(caseStudies.restaurant, '#f5d6cf'),
      ]}
    />
  ),
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('ul')!;
    const boxes = boxesOf(Array.from(list.children));
    const row = list.getBoundingClientRect();
    const tops = [...new Set(boxes.map((box) => Math.round(box.top)))];
    await expect(tops).toHaveLength(2);
    // every row ends at the list's right edge
    for (const top of tops) {
      const last = boxes.filter((box) => Math.round(box.top) === top).at(-1)!;
      await expect(last.right).toBeGreaterThan(row.right - 2);
    }
  },
};
