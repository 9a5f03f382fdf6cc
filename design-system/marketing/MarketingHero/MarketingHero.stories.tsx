import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { homePage } from '../../../domain/marketing/home';
import { publicPages } from '../../../domain/pages';
import { MarketingHero } from './MarketingHero';

/** A stand-in picture for stories (the real ones are served from app/public by the site). */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"><rect width="800" height="600" fill="#e4ebf6"/><rect x="80" y="80" width="640" height="400" rx="24" fill="#1c3d7a"/><rect x="120" y="130" width="300" height="40" rx="8" fill="#fff"/></svg>',
)}`;

const home = publicPages['/'];

const meta = {
  title: 'Marketing/MarketingHero',
  component: MarketingHero,
  parameters: { layout: 'fullscreen' },
  args: {
    title: home.heading,
    lede: home.description,
    eyebrow: homePage.hero.eyebrow,
    actions: homePage.hero.actions,
    points: homePage.hero.points,
  },
} satisfies Meta<typeof MarketingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPicture: Story = {
  name: 'With a picture',
  args: { image: { ...homePage.hero.image, src: picture } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute('href', '/booking');
    await expect(canvas.getByRole('img', { name: homePage.hero.image.alt })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(homePage.hero.points.length);
    // text and picture side by side on a wide screen
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const image = canvas.getByRole('img').getBoundingClientRect();
    await expect(image.left).toBeGreaterThan(heading.left);
  },
};

export const TextOnly: Story = {
  name: 'Text only',
  args: { points: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('region', { name: home.heading })).toBeVisible();
    // no picture: the text is centred, not flush left beside an empty half
    const region = canvas.getByRole('region', { name: home.heading }).getBoundingClientRect();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(Math.abs(heading.left + heading.width / 2 - (region.left + region.width / 2))).toBeLessThan(4);
    await expect(heading.left - region.left).toBeGreaterThan(region.width * 0.1);
  },
};

export const Mobile: Story = {
  name: 'Picture under the text on a phone',
  args: { image: { ...homePage.hero.image, src: picture } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const actions = canvas.getAllByRole('link');
    const image = canvas.getByRole('img');
    await expect(image.getBoundingClientRect().top).toBeGreaterThan(actions[0]!.getBoundingClientRect().bottom);
  },
};

export const WithOwnActions: Story = {
  name: 'With its own actions (an in-page jump) beside a picture',
  args: {
    actions: [],
    points: [],
    image: { ...homePage.hero.image, src: picture },
    children: (
      <a href="#plans" style={{ fontWeight: 700 }}>
        View Hosting Plans
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View Hosting Plans' })).toHaveAttribute('href', '#plans');
    // the picture fills the right half: it starts past the middle of the hero and is not narrow
    const region = canvas.getByRole('region', { name: home.heading }).getBoundingClientRect();
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const image = canvas.getByRole('img').getBoundingClientRect();
    await expect(image.left).toBeGreaterThanOrEqual(heading.right - 1);
    await expect(image.left).toBeGreaterThan(region.left + region.width * 0.4);
    await expect(image.width).toBeGreaterThan(region.width * 0.3);
  },
};
