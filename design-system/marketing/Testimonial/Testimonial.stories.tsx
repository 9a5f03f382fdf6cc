import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { testimonials } from '../../../domain/marketing/testimonials';
import { Testimonial, TestimonialList } from './Testimonial';

const meta = {
  title: 'Marketing/Testimonial',
  component: Testimonial,
  args: { testimonial: testimonials.bakery },
} satisfies Meta<typeof Testimonial>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'One quote',
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure');
    await expect(figure.querySelector('blockquote')).toHaveTextContent('king cakes');
    await expect(figure.querySelector('figcaption')).toHaveTextContent('Rosa Villarreal');
    await expect(figure.querySelector('figcaption')).toHaveTextContent('Owner, Pecan Street Bakery, San Antonio');
  },
};

export const Large: Story = {
  name: 'Large, given the full width',
  args: { size: 'large', testimonial: testimonials.boutique },
  play: async ({ canvasElement }) => {
    const quote = canvasElement.querySelector('blockquote')!;
    const small = document.createElement('p');
    canvasElement.append(small);
    await expect(parseFloat(getComputedStyle(quote).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(small).fontSize));
    small.remove();
  },
};

export const List: Story = {
  name: 'Three side by side',
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ padding: '1rem' }}>
      <TestimonialList testimonials={[testimonials.hvac, testimonials.law, testimonials.restaurant]} />
    </div>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(canvas.getAllByRole('figure')).toHaveLength(3);
  },
};

export const Mobile: Story = {
  ...List,
  name: 'Stacked on a phone',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  },
};
