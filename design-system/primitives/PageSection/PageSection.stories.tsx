import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageSection } from './PageSection';

const meta = {
  title: 'Primitives/PageSection',
  component: PageSection,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'How we work',
    title: 'From first call to a site that works for you',
    lede: 'Four steps, a fixed price and one team from start to finish.',
    children: <p>The section’s content goes here: a feature grid, case studies, questions.</p>,
  },
} satisfies Meta<typeof PageSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Plain, with an introduction',
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'From first call to a site that works for you' });
    await expect(within(region).getByRole('heading', { level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const TintedCentredWithActions: Story = {
  name: 'Tinted, centred, with a link onwards',
  args: { tone: 'tinted', align: 'center', actions: [{ label: 'See our work', to: '/portfolio' }], id: 'work' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: 'See our work' })).toHaveAttribute('href', '/portfolio');
    await expect(canvasElement.querySelector('section#work')).not.toBeNull();
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 2 })).textAlign).toBe('center');
  },
};

export const TitleOnly: Story = {
  name: 'Title only',
  args: { eyebrow: undefined, lede: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('From first call');
  },
};

export const FocusTarget: Story = {
  name: 'The target of an in-page link (takes focus)',
  args: { id: 'plans', focusTarget: true },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('section#plans')!;
    await expect(section).toHaveAttribute('tabindex', '-1');
    section.focus();
    await expect(section).toHaveFocus();
    await expect(getComputedStyle(section).outlineStyle).toBe('none');
  },
};
