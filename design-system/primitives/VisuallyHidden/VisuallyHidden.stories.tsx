import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Opens in a new tab' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideALink: Story = {
  name: 'Extra context inside a link',
  render: (args) => (
    <p>
      <a href="/privacy">
        Read more
        <VisuallyHidden {...args}> about our privacy policy</VisuallyHidden>
      </a>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Read more about our privacy policy' })).toBeVisible();
  },
};

export const IconLabel: Story = {
  name: 'Label for an icon-only button',
  render: () => (
    <button type="button">
      <span aria-hidden="true">★</span>
      <VisuallyHidden>Add to favourites</VisuallyHidden>
    </button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
  },
};
